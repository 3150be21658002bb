import { Controller, Delete, HttpCode, Inject, Param, Req } from '@nestjs/common';
import { z } from 'zod';
import { documentDecider, DocumentNotFoundError, libraryDecider } from '@buildmentor/domain';
import { type BlobStore } from '@buildmentor/knowledge';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { BLOB_STORE } from '../blob-store.provider';

const paramsSchema = z.object({ id: z.uuid() });
const deletedSchema = z.object({ success: z.literal(true), position: z.number().int() });

export const deleteDocumentDoc: RouteDoc = {
  method: 'delete', path: '/api/knowledge/documents/{id}', summary: 'Delete one of your documents (its file and its search text)', tag: 'knowledge', auth: true, pathParams: ['id'], response: deletedSchema, errors: [404],
};

@Controller('knowledge/documents')
export class DeleteDocumentController {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Delete(':id')
  @HttpCode(200)
  async delete(@Param() params: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest) {
    const { id } = parseRequest(paramsSchema, params, 'params');
    const state = await this.runner.load(documentDecider, `document-${id}`);
    // Checked before anything is released: only the owner's own storage is ever given back.
    if (!documentDecider.isDeletableBy(state, user.uid)) throw new DocumentNotFoundError();
    const context = { actorId: user.uid, correlationId: request.correlationId, causationId: newId(), at: this.clock() };
    // Storage first: a crash before the deletion leaves the document listed and deletable again,
    // never a deleted document still counted against its owner's plan (releasing twice is a no-op).
    await this.runner.run(libraryDecider, `library-${state.ownerId}`, { type: 'ReleaseStorage', data: { userId: state.ownerId, documentId: id, reason: 'deleted' } }, context);
    const result = await this.runner.run(documentDecider, `document-${id}`, { type: 'DeleteDocument', data: { documentId: id, requestedBy: user.uid, reason: null } }, context);
    // The event is the record; the bytes go after it (a failure here leaves an orphan, never a dangling entry).
    await this.blobs.delete(state.blobKey);
    return { success: true as const, position: result.position };
  }
}
