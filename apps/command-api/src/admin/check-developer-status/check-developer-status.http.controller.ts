import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { developerStatusResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { CheckDeveloperStatusQuery } from './check-developer-status.query';

export const checkDeveloperStatusDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/check-developer-status',
  summary: "The signed-in user's developer access",
  tag: 'admin',
  auth: true,
  response: developerStatusResponseSchema,
};

@Controller('admin')
export class CheckDeveloperStatusController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('check-developer-status')
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new CheckDeveloperStatusQuery(user));
  }
}
