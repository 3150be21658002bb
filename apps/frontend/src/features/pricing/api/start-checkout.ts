import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** Spec section 9: a checkout that has not answered within 8 s is given up. */
export const CHECKOUT_TIMEOUT_MS = 8_000;

/** The checkout call was given up after CHECKOUT_TIMEOUT_MS. */
export class CheckoutTimeoutError extends Error {
  override readonly name = 'CheckoutTimeoutError';
  constructor() {
    super(`Checkout did not answer within ${CHECKOUT_TIMEOUT_MS} ms`);
  }
}

/**
 * POST /api/payment/checkout: the URL to send the buyer to (the provider's checkout, or /chat for
 * Starter, which activates at once). The request is aborted after 8 s; the race makes the time-out
 * hold even if the transport ignores the abort.
 */
export function startCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new CheckoutTimeoutError());
    }, CHECKOUT_TIMEOUT_MS);
  });
  const call = api.post<CheckoutResponse>('/payment/checkout', request, { signal: controller.signal });
  // The losing side of the race must not surface as an unhandled rejection.
  call.catch(() => undefined);
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
