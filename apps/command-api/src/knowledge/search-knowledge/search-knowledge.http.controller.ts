import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type KnowledgeSearchQuery,
  knowledgeSearchQuerySchema,
  knowledgeSearchResponseSchema,
} from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { SearchKnowledgeQuery } from './search-knowledge.query';

const summary =
  'Ranked full-text search over your personal documents and the community bank, with highlighted snippets and pages';
export const searchKnowledgeDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/knowledge/search',
    summary,
    tag: 'knowledge',
    auth: true,
    query: knowledgeSearchQuerySchema,
    response: knowledgeSearchResponseSchema,
    readYourWrites: true,
  },
  {
    method: 'post',
    path: '/api/knowledge/search',
    summary,
    tag: 'knowledge',
    auth: true,
    body: knowledgeSearchQuerySchema,
    response: knowledgeSearchResponseSchema,
  },
];

const toQuery = (userId: string, input: KnowledgeSearchQuery) =>
  new SearchKnowledgeQuery(userId, input.query, input.limit, input.include_mentor_notes);

/** The same search from a query string (links) or a JSON body (the vault). */
@Controller('knowledge')
export class SearchKnowledgeController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('search')
  get(@Query() query: unknown, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(
      toQuery(user.userId, parseRequest(knowledgeSearchQuerySchema, query, 'query')),
    );
  }

  @Post('search')
  @HttpCode(200)
  post(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(toQuery(user.userId, parseRequest(knowledgeSearchQuerySchema, body, 'body')));
  }
}
