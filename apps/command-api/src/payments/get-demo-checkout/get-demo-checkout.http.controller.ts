import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { demoCheckoutParamsSchema, demoCheckoutResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { GetDemoCheckoutQuery } from './get-demo-checkout.query';

export const getDemoCheckoutDoc: RouteDoc = {
  method: 'get',
  path: '/api/payment/demo/{id}',
  summary: 'Demo checkout page: the plan and amount of a session',
  tag: 'payments',
  auth: true,
  pathParams: ['id'],
  response: demoCheckoutResponseSchema,
  errors: [404],
};

/** The in-app demo checkout page (PAYMENTS_PROVIDER=demo only). */
@Controller('payment/demo')
export class GetDemoCheckoutController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':id')
  show(@Param() params: unknown, @CurrentUser() user: AuthenticatedUser) {
    const { id } = parseRequest(demoCheckoutParamsSchema, params, 'params');
    return this.queries.execute(new GetDemoCheckoutQuery(user, id));
  }
}
