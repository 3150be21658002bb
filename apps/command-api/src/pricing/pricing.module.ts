import { Module } from '@nestjs/common';
import { area, controllersOf, slice } from '../http/area';
import { GetPricingHandler } from './get-pricing/get-pricing.handler';
import { GetPricingController, getPricingDoc } from './get-pricing/get-pricing.http.controller';

const SLICES = [slice(GetPricingController, getPricingDoc)];

/** The public price list, read from the contracts catalogue. */
@Module({ controllers: controllersOf(SLICES), providers: [GetPricingHandler] })
export class PricingModule {}

export const PRICING_AREA = area(PricingModule, SLICES);
