import type { PlanTier, SubscriptionSource } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/**
 * Start a plan on `quota-<userId>` as the outcome of a confirmed payment or a redeemed voucher.
 * `reference` is the payment session id or the voucher code: the same reference activates once.
 * `durationDays` is the voucher's; payments take their length from the plan (Day Pass 24 h,
 * subscriptions open-ended until the provider says otherwise).
 */
export type ActivateSubscription = Command<
  'ActivateSubscription',
  { userId: string; tier: PlanTier; source: SubscriptionSource; reference: string; at: string; durationDays: number | null }
>;

export type EntitlementCommand = ActivateSubscription;
