import type {
  DocumentRejectedData,
  DocumentTextExtractedData,
  DocumentUploadedData,
} from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/** The bytes are already screened and stored; this records the upload. */
export type UploadDocument = Command<'UploadDocument', DocumentUploadedData>;
export type RecordExtraction = Command<'RecordExtraction', DocumentTextExtractedData>;
export type RejectDocument = Command<'RejectDocument', DocumentRejectedData>;
/** Only the owner deletes a personal document (admins community content, a later rule). */
export type DeleteDocument = Command<
  'DeleteDocument',
  { documentId: string; requestedBy: string; reason: string | null }
>;

export type DocumentCommand = UploadDocument | RecordExtraction | RejectDocument | DeleteDocument;
