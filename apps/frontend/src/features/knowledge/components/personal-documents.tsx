import { useDocuments } from '../../../lib/knowledge/get-documents';
import { formatBytes } from '../../../lib/format-bytes';
import { DocumentActions } from './document-actions';
import { DocumentList } from './document-list';
import { DocumentStatus } from './document-status';
import { formatDate } from './format-date';

/** The Personal Knowledge Bank's list: private to the owner, newest first. Load failures are only logged. */
export function PersonalDocuments() {
  return (
    <DocumentList
      query={useDocuments('personal')}
      label="Your documents"
      loading="Loading your documents..."
      empty="No documents uploaded yet"
      failureLog="Could not load personal documents"
      badge="private"
      meta={(doc) => `${formatBytes(doc.size_bytes)} · ${formatDate(doc.uploaded_at)}`}
      status={(doc) => <DocumentStatus status={doc.status} reason={doc.rejection_reason} />}
      actions={(doc, name) => (
        <DocumentActions id={doc.id} name={name} deletable downloadable={doc.status !== 'rejected'} />
      )}
    />
  );
}
