import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { profileResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { GetProfileQuery } from './get-profile.query';

export const getProfileDoc: RouteDoc = {
  method: 'get',
  path: '/api/user/profile',
  summary: "The signed-in user's profile and preferences",
  tag: 'user',
  auth: true,
  response: profileResponseSchema,
  readYourWrites: true,
};

@Controller('user')
export class GetProfileController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('profile')
  profile(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetProfileQuery(user));
  }
}
