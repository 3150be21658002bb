import { Query } from '@nestjs/cqrs';
import { type PricingResponse } from '@buildmentor/contracts';

export class GetPricingQuery extends Query<PricingResponse> {}
