import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { knowledgeSearchQuerySchema, knowledgeSearchResponseSchema, type KnowledgeSearchResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { KnowledgeSearch } from './knowledge-search.service';

const summary = 'Ranked full-text search over your personal documents and the community bank, with highlighted snippets and pages';
export const searchKnowledgeDocs: RouteDoc[] = [
  { method: 'get', path: '/api/knowledge/search', summary, tag: 'knowledge', auth: true, query: knowledgeSearchQuerySchema, response: knowledgeSearchResponseSchema, readYourWrites: true },
  { method: 'post', path: '/api/knowledge/search', summary, tag: 'knowledge', auth: true, body: knowledgeSearchQuerySchema, response: knowledgeSearchResponseSchema },
];

@Controller('knowledge')
export class SearchKnowledgeController {
  constructor(@Inject(KnowledgeSearch) private readonly knowledge: KnowledgeSearch) {}

  @Get('search')
  get(@Query() query: unknown, @CurrentUser() user: AuthenticatedUser): Promise<KnowledgeSearchResponse> {
    const input = parseRequest(knowledgeSearchQuerySchema, query, 'query');
    return this.knowledge.search(user.uid, input.query, input.limit, input.include_mentor_notes);
  }

  @Post('search')
  @HttpCode(200)
  post(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser): Promise<KnowledgeSearchResponse> {
    const input = parseRequest(knowledgeSearchQuerySchema, body, 'body');
    return this.knowledge.search(user.uid, input.query, input.limit, input.include_mentor_notes);
  }
}
