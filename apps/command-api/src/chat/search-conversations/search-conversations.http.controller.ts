import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { searchQuerySchema, searchResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { requireChatHistory } from '../chat-history-access';
import { SearchConversationsQuery } from './search-conversations.query';

export const searchConversationsDoc: RouteDoc = {
  method: 'get',
  path: '/api/chat/search',
  summary: "Search the user's conversation titles and message text",
  tag: 'chat',
  auth: true,
  query: searchQuerySchema,
  response: searchResponseSchema,
  readYourWrites: true,
  // 403: the Starter plan has no chat history.
  errors: [400, 403],
};

@Controller('chat')
export class SearchConversationsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('search')
  async search(@Query() query: unknown, @CurrentUser() user: AuthenticatedUser) {
    const { q, limit } = parseRequest(searchQuerySchema, query, 'query');
    await requireChatHistory(this.queries, user);
    return this.queries.execute(new SearchConversationsQuery(user.userId, q, limit));
  }
}
