import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { subscriptionResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { GetSubscriptionQuery } from './get-subscription.query';

export const getSubscriptionDoc: RouteDoc = {
  method: 'get',
  path: '/api/user/subscription',
  summary: "The signed-in user's tier and trial counters",
  tag: 'user',
  auth: true,
  response: subscriptionResponseSchema,
  readYourWrites: true,
};

@Controller('user')
export class GetSubscriptionController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('subscription')
  subscription(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetSubscriptionQuery(user));
  }
}
