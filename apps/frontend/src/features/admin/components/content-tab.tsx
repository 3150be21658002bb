import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminCommunityDocuments } from '../api/get-community-documents';
import { useContributions, type AdminContribution } from '../api/get-contributions';
import { useReviewContribution } from '../api/review-contribution';
import { errorDetail, formatDateTime } from '../utils/format';
import { adminQueryStates } from '../utils/query-states';
import { AdminList } from './admin-list';
import { PersonName } from './person-name';
import { ReviewForm } from './review-form';

/** Content: contributions pending review, and every community document by partner. */
export function ContentTab() {
  const contributions = useContributions();
  const documents = useAdminCommunityDocuments();
  return (
    <div className="admin-stack">
      <section aria-labelledby="admin-contributions-title">
        <h2 id="admin-contributions-title">Contributions Pending Review</h2>
        <AdminList
          query={contributions}
          what="contributions"
          items={(data) => data.contributions}
          empty="No contributions are waiting for review."
        >
          {(contribution) => <ContributionItem key={contribution.id} contribution={contribution} />}
        </AdminList>
      </section>
      <section aria-labelledby="admin-community-title">
        <h2 id="admin-community-title">Community Documents</h2>
        <QueryState
          query={documents}
          {...adminQueryStates('community documents')}
          isEmpty={(data) => data.partners.length === 0}
          empty="No community content available yet"
        >
          {(data) =>
            data.partners.map((group) => (
              <div key={group.partner_id ?? 'none'} className="admin-card">
                <h3>
                  {group.partner_name ?? 'Unknown partner'} ({group.document_count})
                </h3>
                <ul
                  className="admin-plain-list"
                  aria-label={`Documents of ${group.partner_name ?? 'unknown partner'}`}
                >
                  {group.documents.map((doc) => (
                    <li key={doc.id}>
                      {doc.name} ·{' '}
                      <span className={`admin-badge admin-badge--${doc.status}`}>{doc.status}</span> ·{' '}
                      {formatDateTime(doc.uploaded_at)} by <PersonName person={doc.uploaded_by_person} />
                      {doc.rejection_reason ? ` · ${doc.rejection_reason}` : ''}
                    </li>
                  ))}
                </ul>
              </div>
            ))
          }
        </QueryState>
      </section>
    </div>
  );
}

function ContributionItem({ contribution }: { contribution: AdminContribution }) {
  const [notes, setNotes] = useState('');
  const review = useReviewContribution();
  const act = (status: 'approved' | 'rejected') =>
    review.mutate({ id: contribution.id, status, review_notes: notes.trim() || undefined });

  return (
    <li className="admin-card">
      <p>{contribution.contribution_text}</p>
      <p className="admin-muted">
        From <PersonName person={contribution.user_person} /> · {formatDateTime(contribution.submitted_at)}
        {contribution.opt_in_credit ? ' · wants credit' : ''}
      </p>
      <ReviewForm
        id={`contribution-notes-${contribution.id}`}
        label="Review notes"
        notes={notes}
        onNotes={setNotes}
        pending={review.isPending}
        onApprove={() => act('approved')}
        onReject={() => act('rejected')}
        error={review.isError ? `Failed to review contribution: ${errorDetail(review.error)}` : null}
      />
    </li>
  );
}
