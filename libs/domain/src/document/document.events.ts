import type { EventOf } from '@buildmentor/contracts';

/** Events on stream `document-<documentId>`. */
export type DocumentUploaded = EventOf<'DocumentUploaded'>;
export type DocumentTextExtracted = EventOf<'DocumentTextExtracted'>;
export type DocumentRejected = EventOf<'DocumentRejected'>;
export type DocumentDeleted = EventOf<'DocumentDeleted'>;

export type DocumentEvent = DocumentUploaded | DocumentTextExtracted | DocumentRejected | DocumentDeleted;
