import { z } from 'zod';
import {
  currencySchema,
  idSchema,
  minorUnitsSchema,
  nonBlankTextSchema,
  planTierSchema,
} from './shared.schemas';

/**
 * Events on stream `payment-<sessionId>`: one checkout session from start to outcome. The
 * session id is the provider's (Stripe Checkout Session id, or the demo gateway's), so the
 * webhook and the status check both find the same stream and fulfil it at most once.
 * A confirmed payment leads to SubscriptionActivated on the buyer's quota stream.
 */

export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;
/** What ended a session without payment; 'expired' is the spec's "Payment session expired". */
export const PAYMENT_FAILURE_STATUSES = ['expired', 'canceled', 'failed'] as const;

export const checkoutStartedDataSchema = z.object({
  sessionId: idSchema,
  userId: idSchema,
  /** The pricing package bought; package ids are the plan tiers. */
  packageId: planTierSchema,
  amountTotal: minorUnitsSchema,
  currency: currencySchema,
  provider: z.enum(PAYMENT_PROVIDERS),
  checkoutUrl: z.url(),
});

export const paymentConfirmedDataSchema = z.object({
  sessionId: idSchema,
  userId: idSchema,
  packageId: planTierSchema,
  amountTotal: minorUnitsSchema,
  currency: currencySchema,
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider event that proved payment (Stripe event id), null when found by a status check. */
  providerEventId: z.string().min(1).nullable(),
});

export const paymentFailedDataSchema = z.object({
  sessionId: idSchema,
  userId: idSchema,
  packageId: planTierSchema,
  status: z.enum(PAYMENT_FAILURE_STATUSES),
  reason: nonBlankTextSchema,
});

export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type PaymentFailureStatus = (typeof PAYMENT_FAILURE_STATUSES)[number];
export type CheckoutStartedData = z.infer<typeof checkoutStartedDataSchema>;
export type PaymentConfirmedData = z.infer<typeof paymentConfirmedDataSchema>;
export type PaymentFailedData = z.infer<typeof paymentFailedDataSchema>;
