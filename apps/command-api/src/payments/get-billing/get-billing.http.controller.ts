import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { billingResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { GetBillingQuery } from './get-billing.query';

export const getBillingDoc: RouteDoc = {
  method: 'get',
  path: '/api/payment/billing',
  summary:
    "The signed-in user's billing: paid plan state, a failed renewal still unpaid, and whether the billing portal is available",
  tag: 'payments',
  auth: true,
  response: billingResponseSchema,
  readYourWrites: true,
};

@Controller('payment')
export class GetBillingController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('billing')
  billing(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetBillingQuery(user));
  }
}
