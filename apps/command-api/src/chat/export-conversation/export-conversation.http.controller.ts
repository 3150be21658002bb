import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { z } from 'zod';
import { exportQuerySchema, exportResponseSchema } from '@buildmentor/contracts';
import { contentDisposition } from '@buildmentor/knowledge';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { ExportConversationQuery } from './export-conversation.query';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

export const exportConversationDoc: RouteDoc = {
  method: 'get',
  path: '/api/chat/session/{id}/export',
  summary: 'One of your conversations, whole, as a Markdown download (format=md)',
  tag: 'chat',
  auth: true,
  pathParams: ['id'],
  query: exportQuerySchema,
  response: exportResponseSchema,
  responseType: 'text/markdown',
  errors: [400, 404],
  readYourWrites: true,
};

@Controller('chat')
export class ExportConversationController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('session/:id/export')
  async export(
    @Param() params: unknown,
    @Query() query: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { id } = parseRequest(paramsSchema, params, 'params');
    const { format } = parseRequest(exportQuerySchema, query, 'query');
    const file = await this.queries.execute(new ExportConversationQuery(user.userId, id, format));
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', contentDisposition(file.filename, 'conversation.md'));
    return file.body;
  }
}
