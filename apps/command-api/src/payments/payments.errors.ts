import { domainError } from '@buildmentor/domain';

// The API's own refusals around the payment provider: made like the domain's errors, so the
// problem-details filter alone turns a category into a status.

export const DemoCheckoutDisabledError = domainError(
  'PAYMENT.DEMO_DISABLED',
  'not_found',
  'Checkout service unavailable. Please try again later.',
);

/** The demo provider has no billing portal (docs/decisions.md). */
export const BillingPortalUnavailableError = domainError(
  'PAYMENT.PORTAL_UNAVAILABLE',
  'not_found',
  'Billing management is not available with the demo payment provider.',
);

/** A notification we cannot trust: not the raw bytes the provider signed, or a signature that does not verify. */
export const WebhookInvalidError = domainError(
  'PAYMENT.WEBHOOK_INVALID',
  'validation',
  (what: 'body' | 'signature') =>
    what === 'body'
      ? 'The webhook body must be the raw JSON the provider sent.'
      : 'The webhook signature could not be verified.',
);

// The provider could not be reached (PaymentProviderError's code): what the user was doing failed,
// and a notification fails too, so the provider delivers it again later.
const PROVIDER_UNAVAILABLE = 'PAYMENT.PROVIDER_UNAVAILABLE';
export const CheckoutFailedError = domainError(
  PROVIDER_UNAVAILABLE,
  'bad_gateway',
  'Failed to start checkout process. Please try again.',
);
export const BillingPortalFailedError = domainError(
  PROVIDER_UNAVAILABLE,
  'bad_gateway',
  'Could not open billing management. Please try again.',
);
export const WebhookDeferredError = domainError(
  PROVIDER_UNAVAILABLE,
  'service_unavailable',
  'The payment provider could not be reached; deliver this event again later.',
);
