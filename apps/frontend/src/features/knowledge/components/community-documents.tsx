import { useEffect } from 'react';
import { useCommunityDocuments } from '../api/get-community-documents';
import { DocumentActions } from './document-actions';
import { DocumentStatus } from './document-status';
import { formatDate } from './format-date';

/** Verified partners' content, each with its attribution. Load failures are only logged. */
export function CommunityDocuments() {
  const documents = useCommunityDocuments();
  useEffect(() => {
    if (documents.isError) console.error('Could not load community documents', documents.error);
  }, [documents.isError, documents.error]);

  if (documents.isPending && !documents.isError) {
    return (
      <p role="status" className="vault-empty">
        <span className="spinner spinner--sm" aria-hidden="true" /> Loading community content...
      </p>
    );
  }
  const list = documents.data?.documents ?? [];
  if (list.length === 0) return <p className="vault-empty">No community content available yet</p>;

  return (
    <ul className="vault-docs" aria-label="Community documents">
      {list.map((doc, index) => {
        const name = doc.name || `Document ${index + 1}`;
        return (
          <li key={doc.id} className="vault-doc">
            <div className="vault-doc__main">
              <span className="vault-doc__name">{name}</span>
              <span className="badge vault-badge vault-badge--verified">Verified</span>
              <span className="vault-doc__meta">
                {doc.partner ? `by ${doc.partner}` : 'by a verified partner'} · {formatDate(doc.uploaded_at)}
              </span>
              {doc.status !== 'ready' && <DocumentStatus status={doc.status} />}
            </div>
            <DocumentActions id={doc.id} name={name} deletable={false} />
          </li>
        );
      })}
    </ul>
  );
}
