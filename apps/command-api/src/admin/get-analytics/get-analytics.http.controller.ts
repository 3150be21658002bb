import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { analyticsQuerySchema, analyticsResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { parseRequest } from '../../http/request-validation.error';
import { GetAnalyticsQuery } from './get-analytics.query';

export const getAnalyticsDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/analytics',
  summary:
    'Admin: daily questions, active users, new users, uploads, payments and revenue (Australia/Sydney days)',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  query: analyticsQuerySchema,
  response: analyticsResponseSchema,
  errors: [403],
  readYourWrites: true,
};

@Controller('admin')
export class GetAnalyticsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('analytics')
  analytics(@Query() query: unknown) {
    const { from, to } = parseRequest(analyticsQuerySchema, query, 'query');
    return withHttpPaths({ from: 'query.from' }, () =>
      this.queries.execute(new GetAnalyticsQuery(from ?? null, to ?? null)),
    );
  }
}
