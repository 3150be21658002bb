import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `documents`: one entry per uploaded file, personal or community, for the vault lists and the
 * profile's document count. Extracted text lives in the search chunks (a later read model), not
 * here, so lists stay small.
 */
export interface DocumentDoc extends ReadModelDoc {
  user_id: string;
  scope: 'personal' | 'community';
  name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  tags: string[];
  partner_id: string | null;
  partner_name: string | null;
  status: 'processing' | 'ready' | 'rejected';
  page_count: number | null;
  rejection_reason: string | null;
  uploaded_at: string;
}

export const DOCUMENTS = readModel<DocumentDoc>('documents');

function evolveDocument(doc: DocumentDoc | null, event: AnyProjectedEvent): DocumentDoc | null {
  switch (event.type) {
    case 'DocumentUploaded':
      return {
        _id: event.data.documentId,
        _position: 0,
        user_id: event.data.userId,
        scope: event.data.scope,
        name: event.data.filename,
        content_type: event.data.contentType,
        size_bytes: event.data.sizeBytes,
        sha256: event.data.sha256,
        tags: event.data.tags,
        partner_id: event.data.partnerId,
        partner_name: event.data.partnerName,
        status: 'processing',
        page_count: null,
        rejection_reason: null,
        uploaded_at: event.metadata.at,
      };
    case 'DocumentTextExtracted':
      return doc && { ...doc, status: 'ready', page_count: event.data.pages.length };
    case 'DocumentRejected':
      return doc && { ...doc, status: 'rejected', rejection_reason: event.data.reason };
    case 'DocumentDeleted':
      return null;
    default:
      return doc;
  }
}

export const documentsProjection: Projection<DocumentDoc> = {
  readModel: DOCUMENTS,
  ...oneDocumentPerEvent(
    ['DocumentUploaded', 'DocumentTextExtracted', 'DocumentRejected', 'DocumentDeleted'],
    'documentId',
  ),
  evolve: evolveDocument,
  indexes: [{ keys: { user_id: 1, scope: 1, uploaded_at: -1 } }, { keys: { scope: 1, uploaded_at: -1 } }],
};
