import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { sessionQuerySchema, sessionResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { GetConversationQuery } from './get-conversation.query';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

/** The spec calls a conversation a chat session: its path and body say `session`. */
export const getConversationDoc: RouteDoc = {
  method: 'get',
  path: '/api/chat/session/{id}',
  summary: "One conversation's messages, a page at a time (latest first page, then earlier ones)",
  tag: 'chat',
  auth: true,
  pathParams: ['id'],
  query: sessionQuerySchema,
  response: sessionResponseSchema,
  errors: [400, 404],
  readYourWrites: true,
};

@Controller('chat')
export class GetConversationController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('session/:id')
  conversation(@Param() params: unknown, @Query() query: unknown, @CurrentUser() user: AuthenticatedUser) {
    const { id } = parseRequest(paramsSchema, params, 'params');
    const { before, limit } = parseRequest(sessionQuerySchema, query, 'query');
    // The wire's opaque cursor is the message's log position (`seq`) in the read model.
    const page = before === undefined ? { limit } : { limit, beforeSeq: Number(before) };
    return this.queries.execute(new GetConversationQuery(user.userId, id, page));
  }
}
