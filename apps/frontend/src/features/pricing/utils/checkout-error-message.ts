import { ApiError } from '../../../lib/api-client';
import { CheckoutTimeoutError } from '../api/start-checkout';

/** Spec section 8, Checkout: the messages a failed checkout shows. */
export const CHECKOUT_MESSAGES = {
  timeout: 'Request timed out. Please check your connection and try again.',
  unavailable: 'Checkout service unavailable. Please try again later.',
  signIn: 'Please sign in to continue with your purchase.',
  invalidPackage: 'Invalid package selected. Please try a different plan.',
  generic: 'Failed to start checkout process. Please try again.',
  noCheckoutUrl: 'Failed to create checkout session. Please try again.',
} as const;

/** What the pricing page says for a checkout that failed with `error`. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof CheckoutTimeoutError) return CHECKOUT_MESSAGES.timeout;
  if (!(error instanceof ApiError)) return CHECKOUT_MESSAGES.generic;
  if (error.status === 404) return CHECKOUT_MESSAGES.unavailable;
  if (error.status === 401) return CHECKOUT_MESSAGES.signIn;
  if (error.status === 400) return CHECKOUT_MESSAGES.invalidPackage;
  // The server's own words when it sent a problem document; not a transport failure's.
  if (error.status > 0 && error.code !== 'http_error' && error.detail) return error.detail;
  return CHECKOUT_MESSAGES.generic;
}
