import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pricingResponseSchema } from '@buildmentor/contracts';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { GetPricingQuery } from './get-pricing.query';

export const getPricingDoc: RouteDoc = {
  method: 'get',
  path: '/api/pricing',
  summary: 'The plans and their prices (AUD, minor units)',
  tag: 'payments',
  auth: false,
  response: pricingResponseSchema,
};

/** Public: anonymous visitors see /pricing (spec section 6). */
@Controller('pricing')
export class GetPricingController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Public()
  @Get()
  pricing() {
    return this.queries.execute(new GetPricingQuery());
  }
}
