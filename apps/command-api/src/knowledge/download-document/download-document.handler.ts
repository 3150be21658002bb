import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { documentDecider, DocumentNotFoundError } from '@buildmentor/domain';
import { type BlobStore } from '@buildmentor/knowledge';
import { DeciderRunner } from '../../shared/decider-runner';
import { BLOB_STORE } from '../blob-store.provider';
import { type DocumentDownload, DownloadDocumentQuery } from './download-document.query';

/** Personal documents are their owner's alone: anyone else gets 404, as if there were none. */
@QueryHandler(DownloadDocumentQuery)
export class DownloadDocumentHandler implements IQueryHandler<DownloadDocumentQuery> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ userId, documentId }: DownloadDocumentQuery): Promise<DocumentDownload> {
    const state = await this.runner.load(documentDecider, `document-${documentId}`);
    if (state.status === 'none' || state.status === 'deleted') throw DocumentNotFoundError();
    if (state.scope === 'personal' && state.ownerId !== userId) throw DocumentNotFoundError();
    const blob = await this.blobs.openRead(state.blobKey);
    if (!blob) throw DocumentNotFoundError();
    return {
      filename: state.filename,
      fallbackName: `document.${state.blobKey.split('.').pop() ?? 'bin'}`,
      contentType: state.contentType,
      sizeBytes: blob.sizeBytes,
      stream: blob.stream,
    };
  }
}
