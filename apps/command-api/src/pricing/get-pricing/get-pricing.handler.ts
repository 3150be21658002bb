import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PricingResponse } from '@buildmentor/contracts';
import { GetPricingQuery } from './get-pricing.query';
import { PRICING_PACKAGES } from './pricing-packages';

/**
 * The list is the contracts catalogue, the same one checkout charges from, so the page and the
 * payment cannot disagree.
 */
@QueryHandler(GetPricingQuery)
export class GetPricingHandler implements IQueryHandler<GetPricingQuery> {
  async execute(): Promise<PricingResponse> {
    return { packages: [...PRICING_PACKAGES] };
  }
}
