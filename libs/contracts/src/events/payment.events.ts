import { z } from 'zod';
import {
  currencySchema,
  idSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  nonBlankTextSchema,
  planTierSchema,
} from './shared.schemas';

/**
 * Events on stream `payment-<sessionId>`: one checkout session from start to outcome. The
 * session id is the provider's (Stripe Checkout Session id, or the demo gateway's), so the
 * webhook and the status check both find the same stream and fulfil it at most once. Code calls
 * it `checkoutSessionId` (not a chat session); the stored field keeps Stripe's name.
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

/**
 * Events on stream `billing-<userId>`: the user's account with the payment provider. One
 * customer per user (recorded once, the first link wins), and the money that moved after a
 * checkout: renewals paid, renewal attempts that failed, refunds. What these mean for the plan is
 * decided on `quota-<userId>` (subscription.events.ts).
 */
export const billingCustomerLinkedDataSchema = z.object({
  userId: idSchema,
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's customer (Stripe `cus_...`) every later checkout and the billing portal use. */
  customerId: idSchema,
});

/** An invoice of a subscription was paid: the first one after checkout, or a renewal. */
export const invoicePaidDataSchema = z.object({
  userId: idSchema,
  invoiceId: idSchema,
  subscriptionId: idSchema,
  tier: planTierSchema,
  amountPaid: minorUnitsSchema,
  currency: currencySchema,
  /**
   * Stripe's billing_reason: 'subscription_create' is the checkout's own invoice (its money is
   * already counted by PaymentConfirmed), 'subscription_cycle' a renewal.
   */
  billingReason: z.string().min(1).nullable(),
});

/** A charge attempt for a subscription invoice failed; the provider may retry (nextAttemptAt). */
export const invoicePaymentFailedDataSchema = z.object({
  userId: idSchema,
  invoiceId: idSchema,
  subscriptionId: idSchema,
  tier: planTierSchema,
  amountDue: minorUnitsSchema,
  currency: currencySchema,
  /** The provider's attempt count: one event per attempt. */
  attempt: z.number().int().positive(),
  nextAttemptAt: isoDateTimeSchema.nullable(),
  reason: nonBlankTextSchema,
});

/**
 * Money went back for a charge. `reference` is the grant the charge paid for (a subscription id
 * or a Day Pass's session id). A full refund ends that plan; a partial one is a goodwill credit
 * and leaves the plan running (docs/decisions.md).
 */
export const paymentRefundedDataSchema = z.object({
  userId: idSchema,
  chargeId: idSchema,
  reference: idSchema,
  tier: planTierSchema,
  /** The charge's amount, everything refunded so far, and what this refund added. */
  amount: minorUnitsSchema,
  amountRefunded: minorUnitsSchema,
  refundedNow: minorUnitsSchema,
  currency: currencySchema,
  full: z.boolean(),
});

export type BillingCustomerLinkedData = z.infer<typeof billingCustomerLinkedDataSchema>;
export type InvoicePaidData = z.infer<typeof invoicePaidDataSchema>;
export type InvoicePaymentFailedData = z.infer<typeof invoicePaymentFailedDataSchema>;
export type PaymentRefundedData = z.infer<typeof paymentRefundedDataSchema>;
