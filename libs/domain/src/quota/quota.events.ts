import type { EventOf } from '@buildmentor/contracts';

/**
 * Events on stream `quota-<userId>`. BoosterUsed and SubscriptionActivated are folded already
 * (so the state is ready for the booster and plan rules) though no command emits them yet.
 */
export type TrialStarted = EventOf<'TrialStarted'>;
export type TrialDecremented = EventOf<'TrialDecremented'>;
export type BoosterUsed = EventOf<'BoosterUsed'>;
export type QuotaRefunded = EventOf<'QuotaRefunded'>;
export type SubscriptionActivated = EventOf<'SubscriptionActivated'>;

export type QuotaEvent =
  TrialStarted | TrialDecremented | BoosterUsed | QuotaRefunded | SubscriptionActivated;

export const QUOTA_EVENT_TYPES = [
  'TrialStarted',
  'TrialDecremented',
  'BoosterUsed',
  'QuotaRefunded',
  'SubscriptionActivated',
] as const satisfies readonly QuotaEvent['type'][];
