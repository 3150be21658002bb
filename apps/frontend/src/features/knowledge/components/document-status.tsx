import type { PersonalDocument } from '@buildmentor/contracts';

/** 'processing' until the text is extracted; 'rejected' (with the server's reason) when it could not be. */
export function DocumentStatus({
  status,
  reason,
}: {
  status: PersonalDocument['status'];
  reason?: string | null;
}) {
  if (status === 'processing') {
    return (
      <span className="vault-status vault-status--processing">
        <span className="spinner spinner--sm" aria-hidden="true" /> Processing...
      </span>
    );
  }
  if (status === 'rejected') {
    return (
      <span className="vault-status vault-status--rejected">
        Rejected: {reason ?? 'no readable text could be extracted from this file'}
      </span>
    );
  }
  return <span className="vault-status vault-status--ready">Ready</span>;
}
