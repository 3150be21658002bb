import { type Readable } from 'node:stream';
import { Query } from '@nestjs/cqrs';

/** A stored file ready to send: what it is, how large, and its bytes as a stream. */
export interface DocumentDownload {
  /** The name the user uploaded it under. */
  filename: string;
  /** A plain name for clients that cannot take the original (e.g. `document.pdf`). */
  fallbackName: string;
  contentType: string;
  sizeBytes: number;
  stream: Readable;
}

export class DownloadDocumentQuery extends Query<DocumentDownload> {
  constructor(
    readonly userId: string,
    readonly documentId: string,
  ) {
    super();
  }
}
