import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { type Response } from 'express';
import { z } from 'zod';
import { documentDecider, DocumentNotFoundError } from '@buildmentor/domain';
import { type BlobStore, contentDisposition } from '@buildmentor/knowledge';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { DeciderRunner } from '../../shared/decider-runner';
import { BLOB_STORE } from '../blob-store.provider';

const paramsSchema = z.object({ id: z.uuid() });

export const downloadDocumentDoc: RouteDoc = {
  method: 'get', path: '/api/knowledge/documents/{id}/download', summary: 'Download a document: your own personal ones, or community content', tag: 'knowledge', auth: true, pathParams: ['id'], response: z.string().describe('the file'), errors: [404],
};

/** Personal documents are their owner's alone: anyone else gets 404, as if there were none. */
@Controller('knowledge/documents')
export class DownloadDocumentController {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  @Get(':id/download')
  async download(@Param() params: unknown, @CurrentUser() user: AuthenticatedUser, @Res() response: Response): Promise<void> {
    const { id } = parseRequest(paramsSchema, params, 'params');
    const state = await this.runner.load(documentDecider, `document-${id}`);
    if (state.status === 'none' || state.status === 'deleted') throw new DocumentNotFoundError();
    if (state.scope === 'personal' && state.ownerId !== user.uid) throw new DocumentNotFoundError();
    const blob = await this.blobs.openRead(state.blobKey);
    if (!blob) throw new DocumentNotFoundError();
    response.setHeader('Content-Type', state.contentType);
    response.setHeader('Content-Length', String(blob.sizeBytes));
    response.setHeader('Content-Disposition', contentDisposition(state.filename, `document.${state.blobKey.split('.').pop() ?? 'bin'}`));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Streamed from the store, as uploads are: a download holds a chunk at a time, not the file.
    await pipeline(blob.stream, response).catch(() => blob.stream.destroy());
  }
}
