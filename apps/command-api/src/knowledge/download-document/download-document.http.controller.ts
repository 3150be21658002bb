import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { z } from 'zod';
import { contentDisposition } from '@buildmentor/knowledge';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { DownloadDocumentQuery } from './download-document.query';

const paramsSchema = z.object({ id: z.uuid() });

export const downloadDocumentDoc: RouteDoc = {
  method: 'get',
  path: '/api/knowledge/documents/{id}/download',
  summary: 'Download a document: your own personal ones, or community content',
  tag: 'knowledge',
  auth: true,
  pathParams: ['id'],
  response: z.string().describe('the file'),
  errors: [404],
};

@Controller('knowledge/documents')
export class DownloadDocumentController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':id/download')
  async download(
    @Param() params: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @Res() response: Response,
  ): Promise<void> {
    const { id } = parseRequest(paramsSchema, params, 'params');
    const file = await this.queries.execute(new DownloadDocumentQuery(user.userId, id));
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Length', String(file.sizeBytes));
    response.setHeader('Content-Disposition', contentDisposition(file.filename, file.fallbackName));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Streamed from the store, as uploads are: a download holds a chunk at a time, not the file.
    await pipeline(file.stream, response).catch(() => file.stream.destroy());
  }
}
