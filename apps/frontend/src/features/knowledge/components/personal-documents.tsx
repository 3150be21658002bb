import { useEffect } from 'react';
import { usePersonalDocuments } from '../api/get-personal-documents';
import { formatBytes } from '../utils/upload-rules';
import { DocumentActions } from './document-actions';
import { DocumentStatus } from './document-status';
import { formatDate } from './format-date';

/** The Personal Knowledge Bank's list: private to the owner, newest first. Load failures are only logged. */
export function PersonalDocuments() {
  const documents = usePersonalDocuments();
  useEffect(() => {
    if (documents.isError) console.error('Could not load personal documents', documents.error);
  }, [documents.isError, documents.error]);

  if (documents.isPending && !documents.isError) {
    return (
      <p role="status" className="vault-empty">
        <span className="spinner spinner--sm" aria-hidden="true" /> Loading your documents...
      </p>
    );
  }
  const list = documents.data?.documents ?? [];
  if (list.length === 0) return <p className="vault-empty">No documents uploaded yet</p>;

  return (
    <ul className="vault-docs" aria-label="Your documents">
      {list.map((doc, index) => {
        const name = doc.name || `Document ${index + 1}`;
        return (
          <li key={doc.id} className="vault-doc">
            <div className="vault-doc__main">
              <span className="vault-doc__name">{name}</span>
              <span className="badge vault-badge vault-badge--private">Private</span>
              <span className="vault-doc__meta">
                {formatBytes(doc.size_bytes)} · {formatDate(doc.uploaded_at)}
              </span>
              <DocumentStatus status={doc.status} reason={doc.rejection_reason} />
            </div>
            <DocumentActions id={doc.id} name={name} deletable downloadable={doc.status !== 'rejected'} />
          </li>
        );
      })}
    </ul>
  );
}
