import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { adminStatusResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { CheckAdminStatusQuery } from './check-admin-status.query';

export const checkAdminStatusDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/check-admin-status',
  summary: 'Whether the signed-in user is an admin (server-side check)',
  tag: 'admin',
  auth: true,
  response: adminStatusResponseSchema,
};

@Controller('admin')
export class CheckAdminStatusController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('check-admin-status')
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new CheckAdminStatusQuery(user));
  }
}
