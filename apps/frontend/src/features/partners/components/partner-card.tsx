import { useState } from 'react';
import { useLoggedFailure } from '../../../hooks/use-logged-failure';
import { useMyPartner } from '../api/get-my-partner';
import { PartnerRegistrationModal } from './partner-registration-modal';
import '../../../styles/partner-registration.css';

type Partner = NonNullable<NonNullable<ReturnType<typeof useMyPartner>['data']>['partner']>;

function ApplicationStatus({ partner }: { partner: Partner }) {
  if (partner.status === 'pending') {
    return (
      <p className="partner-card__status partner-card__status--pending">
        <span className="badge">Pending review</span> Your application for{' '}
        <strong>{partner.company_name}</strong> is being reviewed by our team.
      </p>
    );
  }
  if (partner.status === 'approved') {
    return (
      <div className="partner-card__status partner-card__status--approved">
        <p>
          <span className="badge partner-badge--approved">Approved</span>{' '}
          <strong>{partner.company_name}</strong> is a verified partner. You can publish content to the
          Community Knowledge Bank.
        </p>
        {partner.admin_notes && (
          <p className="partner-card__notes">Notes from our team: {partner.admin_notes}</p>
        )}
      </div>
    );
  }
  return (
    <div className="partner-card__status partner-card__status--rejected">
      <p>
        <span className="badge">Not approved</span> Your application for{' '}
        <strong>{partner.company_name}</strong> was not approved. You may apply again.
      </p>
      {partner.admin_notes && <p className="partner-card__notes">Reason: {partner.admin_notes}</p>}
    </div>
  );
}

/**
 * The Community tab's Become a Verified Partner card: the user's application status (pending,
 * approved, rejected with the reason) and, unless one is pending or approved, the Apply for
 * Partnership button that opens the registration modal.
 */
export function PartnerCard() {
  const mine = useMyPartner();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const partner = mine.data?.partner ?? null;
  const canApply = !mine.isPending && (!partner || partner.status === 'rejected');

  useLoggedFailure(mine, 'Could not load the partner application');

  return (
    <section className="partner-card" aria-labelledby="partner-card-title">
      <h3 id="partner-card-title" className="partner-card__title">
        Become a Verified Partner
      </h3>
      <p>
        Manufacturers, suppliers, consultants and industry bodies can share technical guides, product data and
        standards commentary with every user, credited to their company.
      </p>
      {partner && <ApplicationStatus partner={partner} />}
      {message && (
        <p role="status" className="partner-card__message">
          {message}
        </p>
      )}
      {canApply && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setMessage(null);
            setOpen(true);
          }}
        >
          Apply for Partnership
        </button>
      )}
      {open && (
        <PartnerRegistrationModal
          onClose={() => setOpen(false)}
          onRegistered={(text) => {
            // Unmounting the modal resets its form.
            setOpen(false);
            setMessage(text);
          }}
        />
      )}
    </section>
  );
}
