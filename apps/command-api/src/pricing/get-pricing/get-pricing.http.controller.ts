import { Controller, Get } from '@nestjs/common';
import { pricingResponseSchema, type PricingResponse } from '@buildmentor/contracts';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { PRICING_PACKAGES } from './pricing-packages';

export const getPricingDoc: RouteDoc = {
  method: 'get', path: '/api/pricing', summary: 'The plans and their prices (AUD, minor units)', tag: 'payments', auth: false, response: pricingResponseSchema,
};

/**
 * Public: anonymous visitors see /pricing (spec section 6). The list is the contracts catalogue,
 * the same one checkout charges from, so the page and the payment cannot disagree.
 */
@Controller('pricing')
export class GetPricingController {
  @Public()
  @Get()
  pricing(): PricingResponse {
    return { packages: [...PRICING_PACKAGES] };
  }
}
