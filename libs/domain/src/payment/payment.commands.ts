import type { PaymentFailureStatus, PaymentProvider, PlanTier } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/**
 * What the provider told us about a checkout session; the same shape starts and confirms it. The
 * payment events store the id as `sessionId` (Stripe's word, kept in stored data); the decider
 * maps it.
 */
export interface PaymentSessionFacts {
  checkoutSessionId: string;
  userId: string;
  packageId: PlanTier;
  /** Minor units charged now (0 while a subscription's free weeks run). */
  amountTotal: number;
  currency: string;
  provider: PaymentProvider;
}

/** Recorded right after the provider created the session, before the user is redirected. */
export type StartCheckout = Command<'StartCheckout', PaymentSessionFacts & { checkoutUrl: string }>;

/**
 * The provider says the session is paid. `providerEventId` is the Stripe event id from a webhook,
 * or null when a status check found it (or the demo page confirmed it). Any number of these may
 * arrive, in any order and at once; only the first records anything.
 */
export type ConfirmPayment = Command<
  'ConfirmPayment',
  PaymentSessionFacts & { providerEventId: string | null }
>;

/** The session ended without payment (expired, cancelled on the demo page, or failed). */
export type FailPayment = Command<
  'FailPayment',
  { checkoutSessionId: string; status: PaymentFailureStatus; reason: string }
>;

export type PaymentCommand = StartCheckout | ConfirmPayment | FailPayment;
