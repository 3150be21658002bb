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
 * The life of a paid plan after it started, on stream `quota-<userId>` beside SubscriptionActivated
 * and SubscriptionEnded (quota.events.ts), because the plan is what pays for questions and every
 * change to it must be ordered with the asks. `reference` is the plan's grant: the provider's
 * subscription id for Pro and Pro-Plus, the checkout session id for a Day Pass.
 *
 * These are decisions taken from the provider's current state (fetched when a webhook arrives), so
 * the order in which the provider's notifications arrive does not change the outcome
 * (docs/decisions.md, "Quotas and plans": the status to access table).
 */

/** Stripe's subscription statuses (docs.stripe.com/billing/subscriptions/overview). */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];

/** Why a plan stopped granting questions for now; it may resume. */
export const SUBSCRIPTION_SUSPEND_REASONS = ['unpaid', 'paused', 'incomplete', 'disputed'] as const;
export type SubscriptionSuspendReason = (typeof SUBSCRIPTION_SUSPEND_REASONS)[number];

/** Why a plan ended for good (a terminal state: nothing reactivates it). */
export const SUBSCRIPTION_END_REASONS = ['canceled', 'incomplete_expired', 'refunded'] as const;
export type SubscriptionEndReason = (typeof SUBSCRIPTION_END_REASONS)[number];

/**
 * The provider's subscription was seen in a new status (fetched when one of its notifications
 * arrived). `observedAt` orders observations: an older one arriving later changes nothing.
 */
export const subscriptionStatusChangedDataSchema = z.object({
  userId: idSchema,
  tier: planTierSchema,
  reference: idSchema,
  status: z.enum(PROVIDER_SUBSCRIPTION_STATUSES),
  observedAt: isoDateTimeSchema,
});

export const subscriptionSuspendedDataSchema = z.object({
  userId: idSchema,
  tier: planTierSchema,
  reference: idSchema,
  reason: z.enum(SUBSCRIPTION_SUSPEND_REASONS),
  /** From this instant the plan grants nothing (the provider's state was observed then). */
  at: isoDateTimeSchema,
});

export const subscriptionResumedDataSchema = z.object({
  userId: idSchema,
  tier: planTierSchema,
  reference: idSchema,
  at: isoDateTimeSchema,
  /** When the resumed plan ends: null for a subscription, the pass's own end for a Day Pass. */
  endsAt: isoDateTimeSchema.nullable(),
});

/** A cardholder disputed a charge: the plan it paid for is suspended while the dispute is open. */
export const paymentDisputedDataSchema = z.object({
  userId: idSchema,
  tier: planTierSchema,
  reference: idSchema,
  disputeId: idSchema,
  chargeId: idSchema,
  amount: minorUnitsSchema,
  currency: currencySchema,
  /** The provider's dispute reason, e.g. 'fraudulent'. */
  reason: nonBlankTextSchema,
});

/** The provider closed a dispute; 'won' (and 'warning_closed', 'prevented') lift the hold. */
export const paymentDisputeClosedDataSchema = z.object({
  userId: idSchema,
  tier: planTierSchema,
  reference: idSchema,
  disputeId: idSchema,
  status: nonBlankTextSchema,
});

export type SubscriptionStatusChangedData = z.infer<typeof subscriptionStatusChangedDataSchema>;
export type SubscriptionSuspendedData = z.infer<typeof subscriptionSuspendedDataSchema>;
export type SubscriptionResumedData = z.infer<typeof subscriptionResumedDataSchema>;
export type PaymentDisputedData = z.infer<typeof paymentDisputedDataSchema>;
export type PaymentDisputeClosedData = z.infer<typeof paymentDisputeClosedDataSchema>;
