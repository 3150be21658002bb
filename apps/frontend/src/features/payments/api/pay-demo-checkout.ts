import { useMutation } from '@tanstack/react-query';
import type { DemoOutcomeResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/payment/demo/{id}/pay: confirms the payment and activates the plan. */
export function payDemoCheckout(checkoutSessionId: string): Promise<DemoOutcomeResponse> {
  return api.post<DemoOutcomeResponse>(`/payment/demo/${encodeURIComponent(checkoutSessionId)}/pay`, undefined);
}

export function usePayDemoCheckout() {
  return useMutation({ mutationFn: payDemoCheckout });
}
