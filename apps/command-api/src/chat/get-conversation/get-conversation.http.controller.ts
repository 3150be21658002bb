import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { sessionResponseSchema } from '@buildmentor/contracts';
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
  summary: "One conversation's messages",
  tag: 'chat',
  auth: true,
  pathParams: ['id'],
  response: sessionResponseSchema,
  errors: [404],
  readYourWrites: true,
};

@Controller('chat')
export class GetConversationController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('session/:id')
  conversation(@Param() params: unknown, @CurrentUser() user: AuthenticatedUser) {
    const { id } = parseRequest(paramsSchema, params, 'params');
    return this.queries.execute(new GetConversationQuery(user.userId, id));
  }
}
