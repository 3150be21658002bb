import { useState } from 'react';
import { useAdminCommunityDocuments } from '../api/get-community-documents';
import { useContributions, type AdminContribution } from '../api/get-contributions';
import { useReviewContribution } from '../api/review-contribution';
import { errorDetail, formatDateTime } from '../utils/format';
import { QueryState } from './query-state';

/** Content: contributions pending review, and every community document by partner. */
export function ContentTab() {
  const contributions = useContributions();
  const documents = useAdminCommunityDocuments();
  return (
    <div className="admin-stack">
      <section aria-labelledby="admin-contributions-title">
        <h2 id="admin-contributions-title">Contributions Pending Review</h2>
        <QueryState query={contributions} label="contributions">
          {(data) =>
            data.contributions.length === 0 ? (
              <p className="admin-muted">No contributions are waiting for review.</p>
            ) : (
              <ul className="admin-list" aria-label="Contributions">
                {data.contributions.map((contribution) => (
                  <ContributionItem key={contribution.id} contribution={contribution} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <section aria-labelledby="admin-community-title">
        <h2 id="admin-community-title">Community Documents</h2>
        <QueryState query={documents} label="community documents">
          {(data) =>
            data.partners.length === 0 ? (
              <p className="admin-muted">No community content available yet</p>
            ) : (
              data.partners.map((group) => (
                <div key={group.partner_id ?? 'none'} className="admin-card">
                  <h3>
                    {group.partner_name ?? 'Unknown partner'} ({group.document_count})
                  </h3>
                  <ul className="admin-plain-list" aria-label={`Documents of ${group.partner_name ?? 'unknown partner'}`}>
                    {group.documents.map((doc) => (
                      <li key={doc.id}>
                        {doc.name} · <span className={`admin-badge admin-badge--${doc.status}`}>{doc.status}</span> · {formatDateTime(doc.uploaded_at)}
                        {doc.rejection_reason ? ` · ${doc.rejection_reason}` : ''}
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            )
          }
        </QueryState>
      </section>
    </div>
  );
}

function ContributionItem({ contribution }: { contribution: AdminContribution }) {
  const [notes, setNotes] = useState('');
  const review = useReviewContribution();
  const notesId = `contribution-notes-${contribution.id}`;
  const act = (status: 'approved' | 'rejected') =>
    review.mutate({ id: contribution.id, status, review_notes: notes.trim() || undefined });

  return (
    <li className="admin-card">
      <p>{contribution.contribution_text}</p>
      <p className="admin-muted">
        From {contribution.user_id} · {formatDateTime(contribution.submitted_at)}
        {contribution.opt_in_credit ? ' · wants credit' : ''}
      </p>
      <div className="admin-review">
        <label htmlFor={notesId}>Review notes</label>
        <textarea id={notesId} rows={2} value={notes} maxLength={2000} onChange={(event) => setNotes(event.target.value)} />
        <div className="admin-review__actions">
          <button type="button" className="button button--primary" disabled={review.isPending} onClick={() => act('approved')}>
            Approve
          </button>
          <button type="button" className="button button--secondary" disabled={review.isPending} onClick={() => act('rejected')}>
            Reject
          </button>
        </div>
        {review.isError && (
          <p role="alert" className="admin-error">
            Failed to review contribution: {errorDetail(review.error)}
          </p>
        )}
      </div>
    </li>
  );
}
