import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { adminUsersQuerySchema, adminUsersResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { ListUsersQuery } from './list-users.query';

export const listUsersDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/users',
  summary:
    'Admin: users (search by email or name) with tier, trial use, sign-up, last activity and admin flag',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  query: adminUsersQuerySchema,
  response: adminUsersResponseSchema,
  errors: [403],
  readYourWrites: true,
};

@Controller('admin')
export class ListUsersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('users')
  list(@Query() query: unknown) {
    const { q, limit } = parseRequest(adminUsersQuerySchema, query, 'query');
    return this.queries.execute(new ListUsersQuery(q || null, limit));
  }
}
