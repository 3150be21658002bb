import { useMutation } from '@tanstack/react-query';
import type { BillingPortalResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/payment/portal: a short-lived link to the provider's billing portal for this user. */
export function openBillingPortal(): Promise<BillingPortalResponse> {
  return api.post<BillingPortalResponse>('/payment/portal', { origin_url: window.location.origin });
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
