import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/payment/billing: the paid plan's state, a failed renewal still unpaid, and the portal. */
export function getBilling(signal?: AbortSignal): Promise<BillingResponse> {
  return api.get<BillingResponse>('/payment/billing', { signal });
}

export const billingQueryKey = ['payment', 'billing'] as const;

export function useBilling() {
  return useQuery(queryOptions({ queryKey: billingQueryKey, queryFn: ({ signal }) => getBilling(signal) }));
}
