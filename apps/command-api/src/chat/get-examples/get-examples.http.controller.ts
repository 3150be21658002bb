import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { examplesQuerySchema, examplesResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { GetExamplesQuery } from './get-examples.query';

export const getExamplesDoc: RouteDoc = {
  method: 'get',
  path: '/api/prompts/examples',
  summary: 'Example questions from the user’s sectors, disciplines and recent topics (seeded)',
  tag: 'chat',
  auth: true,
  query: examplesQuerySchema,
  response: examplesResponseSchema,
};

@Controller('prompts')
export class GetExamplesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('examples')
  examples(@Query() query: unknown, @CurrentUser() user: AuthenticatedUser) {
    const { n, topics, seed } = parseRequest(examplesQuerySchema, query, 'query');
    const topicList = (topics ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
      .slice(0, 10);
    return this.queries.execute(new GetExamplesQuery(user.userId, n, topicList, seed ?? null));
  }
}
