import { useState } from 'react';
import type { PartnerRecord, PartnerReviewRequest } from '@buildmentor/contracts';
import { usePartners } from '../api/get-partners';
import { useReviewPartner } from '../api/review-partner';
import { errorDetail, formatDateTime } from '../utils/format';
import { AdminList } from './admin-list';
import { ReviewForm } from './review-form';

export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection.';

/** Partners: every application; only pending ones can be approved or rejected (spec section 4). */
export function PartnersTab() {
  const partners = usePartners();
  return (
    <section aria-labelledby="admin-partners-title">
      <h2 id="admin-partners-title">Partner Applications</h2>
      <AdminList
        query={partners}
        what="partner applications"
        items={(data) => data.partners}
        empty="No partner applications yet."
      >
        {(partner) => <PartnerItem key={partner.id} partner={partner} />}
      </AdminList>
    </section>
  );
}

function PartnerItem({ partner }: { partner: PartnerRecord }) {
  const [notes, setNotes] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const review = useReviewPartner();

  const act = (action: PartnerReviewRequest['action']) => {
    setMessage(null);
    if (action === 'reject' && notes.trim() === '') {
      setMessage(REJECTION_REASON_REQUIRED);
      return;
    }
    review.mutate(
      { partner_id: partner.id, action, admin_notes: notes.trim() },
      { onError: (error) => setMessage(`Failed to ${action} partner: ${errorDetail(error)}`) },
    );
  };

  return (
    <li className="admin-card" aria-label={partner.company_name}>
      <div className="admin-card__head">
        <h3>{partner.company_name}</h3>
        <span className={`admin-badge admin-badge--${partner.status}`}>{partner.status}</span>
      </div>
      <dl className="admin-fields">
        <dt>Contact</dt>
        <dd>
          {partner.contact_person} · {partner.email}
          {partner.phone ? ` · ${partner.phone}` : ''}
        </dd>
        <dt>Sector</dt>
        <dd>{partner.industry_sector}</dd>
        <dt>Business ID</dt>
        <dd>
          {partner.abn_acn} ({partner.country}){partner.business_id_valid ? ' · verified' : ''}
          {partner.manual_review_required ? ' · manual review required' : ''}
        </dd>
        {partner.description && (
          <>
            <dt>Description</dt>
            <dd>{partner.description}</dd>
          </>
        )}
        <dt>Applied</dt>
        <dd>{formatDateTime(partner.created_at)}</dd>
        {partner.status !== 'pending' && (
          <>
            <dt>Admin notes</dt>
            <dd>{partner.admin_notes || '—'}</dd>
          </>
        )}
      </dl>
      {partner.status === 'pending' && (
        <ReviewForm
          id={`partner-notes-${partner.id}`}
          label="Admin notes"
          notes={notes}
          onNotes={setNotes}
          pending={review.isPending}
          onApprove={() => act('approve')}
          onReject={() => act('reject')}
          error={message}
        />
      )}
    </li>
  );
}
