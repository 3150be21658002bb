import Stripe from 'stripe';

/** The `Stripe-Signature` header Stripe would send for `payload`, via the SDK's own test helper. */
export function signStripePayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
