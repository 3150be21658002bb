import { useMutation } from '@tanstack/react-query';
import type { DemoOutcomeResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** Pay confirms the payment and activates the plan; cancel ends the session unpaid. */
export type DemoCheckoutAction = 'pay' | 'cancel';

interface SettleDemoCheckout {
  checkoutSessionId: string;
  action: DemoCheckoutAction;
}

/** POST /api/payment/demo/{id}/pay or /cancel: the answer says where to go next. */
export function settleDemoCheckout({
  checkoutSessionId,
  action,
}: SettleDemoCheckout): Promise<DemoOutcomeResponse> {
  return api.post<DemoOutcomeResponse>(
    `/payment/demo/${encodeURIComponent(checkoutSessionId)}/${action}`,
    undefined,
  );
}

export function useSettleDemoCheckout() {
  return useMutation({ mutationFn: settleDemoCheckout });
}
