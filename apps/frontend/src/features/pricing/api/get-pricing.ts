import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/**
 * GET /api/pricing (public): the plans, read from the same catalogue checkout charges from, so
 * the cards can never show a price the payment would not take. Prices are in cents.
 */
export function getPricing(signal?: AbortSignal): Promise<PricingResponse> {
  return api.get<PricingResponse>('/pricing', { signal, anonymous: true });
}

export const pricingQueryKey = ['pricing'] as const;

export function getPricingQueryOptions() {
  return queryOptions({
    queryKey: pricingQueryKey,
    queryFn: ({ signal }) => getPricing(signal),
    // The catalogue changes with a deployment, not while a page is open.
    staleTime: 5 * 60_000,
  });
}

export function usePricing() {
  return useQuery(getPricingQueryOptions());
}
