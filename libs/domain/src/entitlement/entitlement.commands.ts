import type {
  PlanTier,
  ProviderSubscriptionStatus,
  SubscriptionEndReason,
  SubscriptionSource,
} from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/**
 * Start a plan on `quota-<userId>` as the outcome of a confirmed payment or a redeemed voucher.
 * `reference` is the payment session id or the voucher code: the same reference activates once.
 * `durationDays` is the voucher's; payments take their length from the plan (Day Pass 24 h,
 * subscriptions open-ended until the provider says otherwise). `subscriptionId` is the provider's
 * subscription behind a Pro or Pro-Plus checkout, when known: the plan's grant.
 */
export type ActivateSubscription = Command<
  'ActivateSubscription',
  {
    userId: string;
    tier: PlanTier;
    source: SubscriptionSource;
    reference: string;
    at: string;
    durationDays: number | null;
    subscriptionId?: string | null;
  }
>;

/**
 * The provider's subscription as it is now (fetched from the provider when one of its
 * notifications arrived, whatever the notification said). `observedAt` is when it was fetched: an
 * observation older than the last one recorded for the subscription changes nothing.
 */
export type SyncSubscription = Command<
  'SyncSubscription',
  {
    userId: string;
    tier: PlanTier;
    subscriptionId: string;
    status: ProviderSubscriptionStatus;
    observedAt: string;
    endedAt: string | null;
  }
>;

/** A plan ends for good (a full refund of what it was bought with). `reference` is its grant. */
export type EndSubscription = Command<
  'EndSubscription',
  { userId: string; tier: PlanTier; reference: string; endedAt: string; reason: SubscriptionEndReason }
>;

/** A charge for the grant `reference` was disputed. */
export type OpenDispute = Command<
  'OpenDispute',
  {
    userId: string;
    tier: PlanTier;
    reference: string;
    disputeId: string;
    chargeId: string;
    amount: number;
    currency: string;
    reason: string;
    at: string;
  }
>;

/**
 * The provider closed a dispute. A lifted hold resumes the plan only if nothing else holds it and
 * the provider still grants it (the subscription's last recorded status; a Day Pass's own end).
 */
export type CloseDispute = Command<
  'CloseDispute',
  { userId: string; tier: PlanTier; reference: string; disputeId: string; status: string; at: string }
>;

export type EntitlementCommand =
  ActivateSubscription | SyncSubscription | EndSubscription | OpenDispute | CloseDispute;
