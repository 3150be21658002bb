import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { adminContributionsQuerySchema, adminContributionsResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { ListContributionsQuery } from './list-contributions.query';

export const listContributionsDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/contributions',
  summary: 'Admin: contributions by review status (default pending_review), newest first',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  query: adminContributionsQuerySchema,
  response: adminContributionsResponseSchema,
  errors: [403],
  readYourWrites: true,
};

@Controller('admin')
export class ListContributionsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('contributions')
  list(@Query() query: unknown) {
    const { status, limit } = parseRequest(adminContributionsQuerySchema, query, 'query');
    return this.queries.execute(new ListContributionsQuery(status, limit));
  }
}
