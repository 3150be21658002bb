import { useDocuments } from '../../../lib/knowledge/get-documents';
import { DocumentActions } from './document-actions';
import { DocumentList } from './document-list';
import { DocumentStatus } from './document-status';
import { formatDate } from './format-date';

/** Verified partners' content, each with its attribution. Load failures are only logged. */
export function CommunityDocuments() {
  return (
    <DocumentList
      query={useDocuments('community')}
      label="Community documents"
      loading="Loading community content..."
      empty="No community content available yet"
      failureLog="Could not load community documents"
      badge="verified"
      meta={(doc) =>
        `${doc.partner ? `by ${doc.partner}` : 'by a verified partner'} · ${formatDate(doc.uploaded_at)}`
      }
      status={(doc) => doc.status !== 'ready' && <DocumentStatus status={doc.status} />}
      actions={(doc, name) => <DocumentActions id={doc.id} name={name} deletable={false} />}
    />
  );
}
