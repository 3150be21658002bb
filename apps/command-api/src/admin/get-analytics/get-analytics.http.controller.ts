import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  tokenAnalyticsQuerySchema,
  tokenAnalyticsResponseSchema,
} from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { parseRequest } from '../../http/request-validation.error';
import { GetAnalyticsQuery } from './get-analytics.query';
import { GetTokenAnalyticsQuery } from './get-token-analytics.query';

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

export const getTokenAnalyticsDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/analytics/tokens',
  summary:
    'Admin: model tokens (prompt, completion) per Australia/Sydney day and per user, from the usage the model server reported (format=csv to export)',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  query: tokenAnalyticsQuerySchema,
  response: tokenAnalyticsResponseSchema,
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

  @AdminOnly()
  @Get('analytics/tokens')
  async tokens(@Query() query: unknown, @Res({ passthrough: true }) response: Response) {
    const { from, to, format } = parseRequest(tokenAnalyticsQuerySchema, query, 'query');
    const usage = await withHttpPaths({ from: 'query.from' }, () =>
      this.queries.execute(new GetTokenAnalyticsQuery(from ?? null, to ?? null, format)),
    );
    if (!('csv' in usage)) return usage;
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${usage.filename}"`);
    return usage.csv;
  }
}
