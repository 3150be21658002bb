import { useQuery } from '@tanstack/react-query';
import type { DemoCheckoutResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/payment/demo/{id}: the plan and amount the in-app demo checkout page shows. */
export function getDemoCheckout(sessionId: string, signal?: AbortSignal): Promise<DemoCheckoutResponse> {
  return api.get<DemoCheckoutResponse>(`/payment/demo/${encodeURIComponent(sessionId)}`, { signal });
}

export function useDemoCheckout(sessionId: string | null) {
  return useQuery({
    queryKey: ['payment', 'demo', sessionId],
    queryFn: ({ signal }) => getDemoCheckout(sessionId!, signal),
    enabled: sessionId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
