import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { myPartnerResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { GetMyPartnerQuery } from './get-my-partner.query';

export const getMyPartnerDoc: RouteDoc = {
  method: 'get',
  path: '/api/partners/me',
  summary: "The signed-in user's partnership application and its status, or null",
  tag: 'partners',
  auth: true,
  response: myPartnerResponseSchema,
  readYourWrites: true,
};

@Controller('partners')
export class GetMyPartnerController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('me')
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetMyPartnerQuery(user.userId));
  }
}
