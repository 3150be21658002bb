/** The Community tab's information notice. */
export function CommunityNotice() {
  return (
    <div className="vault-notice" role="note">
      <h3 className="vault-notice__title">About the Community Knowledge Bank</h3>
      <p>
        Content here is published by verified industry partners and is searchable by every user, with
        attribution to the partner who shared it. It supplements, and never replaces, the current NCC, AS/NZS
        standards and your own professional judgement.
      </p>
    </div>
  );
}
