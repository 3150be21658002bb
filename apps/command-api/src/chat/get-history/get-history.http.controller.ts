import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { historyQuerySchema, historyResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { requireChatHistory } from '../chat-history-access';
import { GetHistoryQuery } from './get-history.query';

export const getHistoryDoc: RouteDoc = {
  method: 'get',
  path: '/api/chat/history',
  summary: "The signed-in user's recent conversations",
  tag: 'chat',
  auth: true,
  query: historyQuerySchema,
  response: historyResponseSchema,
  readYourWrites: true,
  // 403: the Starter plan has no chat history.
  errors: [400, 403],
};

@Controller('chat')
export class GetHistoryController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('history')
  async history(@Query() query: unknown, @CurrentUser() user: AuthenticatedUser) {
    const { limit } = parseRequest(historyQuerySchema, query, 'query');
    await requireChatHistory(this.queries, user);
    return this.queries.execute(new GetHistoryQuery(user.userId, limit));
  }
}
