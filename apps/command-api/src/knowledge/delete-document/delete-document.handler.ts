import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DocumentDeletedResponse } from '@buildmentor/contracts';
import { documentDecider, DocumentNotFoundError, libraryDecider } from '@buildmentor/domain';
import { type BlobStore } from '@buildmentor/knowledge';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { BLOB_STORE } from '../blob-store.provider';
import { DeleteDocumentCommand } from './delete-document.command';

/** Only the owner deletes a document: its storage is given back, then the deletion recorded, then the bytes go. */
@CommandHandler(DeleteDocumentCommand)
export class DeleteDocumentHandler implements ICommandHandler<DeleteDocumentCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    user,
    documentId,
    correlationId,
  }: DeleteDocumentCommand): Promise<DocumentDeletedResponse> {
    const state = await this.runner.load(documentDecider, `document-${documentId}`);
    // Checked before anything is released: only the owner's own storage is ever given back.
    if (!documentDecider.isDeletableBy(state, user.userId)) throw DocumentNotFoundError();
    const context = commandContext(user.userId, correlationId, this.clock());
    // Storage first: a crash before the deletion leaves the document listed and deletable again,
    // never a deleted document still counted against its owner's plan (releasing twice is a no-op).
    await this.runner.run(
      libraryDecider,
      `library-${state.ownerId}`,
      { type: 'ReleaseStorage', data: { userId: state.ownerId, documentId, reason: 'deleted' } },
      context,
    );
    const result = await this.runner.run(
      documentDecider,
      `document-${documentId}`,
      { type: 'DeleteDocument', data: { documentId, requestedBy: user.userId, reason: null } },
      context,
    );
    // The event is the record; the bytes go after it (a failure here leaves an orphan, never a dangling entry).
    await this.blobs.delete(state.blobKey);
    return { success: true, position: result.position };
  }
}
