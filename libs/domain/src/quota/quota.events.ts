import type { EventOf } from '@buildmentor/contracts';

/** Events on stream `quota-<userId>`: trial, Starter daily allowance, booster, refunds, plans. */
export type TrialStarted = EventOf<'TrialStarted'>;
export type TrialDecremented = EventOf<'TrialDecremented'>;
export type DailyQuestionUsed = EventOf<'DailyQuestionUsed'>;
export type BoosterUsed = EventOf<'BoosterUsed'>;
export type QuotaRefunded = EventOf<'QuotaRefunded'>;
export type SubscriptionActivated = EventOf<'SubscriptionActivated'>;
export type SubscriptionEnded = EventOf<'SubscriptionEnded'>;

export type QuotaEvent = TrialStarted | TrialDecremented | DailyQuestionUsed | BoosterUsed | QuotaRefunded | SubscriptionActivated | SubscriptionEnded;

export const QUOTA_EVENT_TYPES = [
  'TrialStarted',
  'TrialDecremented',
  'DailyQuestionUsed',
  'BoosterUsed',
  'QuotaRefunded',
  'SubscriptionActivated',
  'SubscriptionEnded',
] as const satisfies readonly QuotaEvent['type'][];
