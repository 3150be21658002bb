import { useMutation } from '@tanstack/react-query';
import type { DemoOutcomeResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/payment/demo/{id}/cancel: the session ends unpaid; the answer says where to go. */
export function cancelDemoCheckout(checkoutSessionId: string): Promise<DemoOutcomeResponse> {
  return api.post<DemoOutcomeResponse>(`/payment/demo/${encodeURIComponent(checkoutSessionId)}/cancel`, undefined);
}

export function useCancelDemoCheckout() {
  return useMutation({ mutationFn: cancelDemoCheckout });
}
