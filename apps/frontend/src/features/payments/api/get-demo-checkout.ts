import { useQuery } from '@tanstack/react-query';
import type { DemoCheckoutResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/payment/demo/{id}: the plan and amount the in-app demo checkout page shows. */
export function getDemoCheckout(
  checkoutSessionId: string,
  signal?: AbortSignal,
): Promise<DemoCheckoutResponse> {
  return api.get<DemoCheckoutResponse>(`/payment/demo/${encodeURIComponent(checkoutSessionId)}`, { signal });
}

export function useDemoCheckout(checkoutSessionId: string | null) {
  return useQuery({
    queryKey: ['payment', 'demo', checkoutSessionId],
    queryFn: ({ signal }) => getDemoCheckout(checkoutSessionId!, signal),
    enabled: checkoutSessionId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
