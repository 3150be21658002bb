import type { EventOf } from '@buildmentor/contracts';

/** Events on stream `quota-<userId>`: trial, Starter daily allowance, booster, refunds, plans. */
export type TrialStarted = EventOf<'TrialStarted'>;
export type TrialDecremented = EventOf<'TrialDecremented'>;
export type DailyQuestionUsed = EventOf<'DailyQuestionUsed'>;
export type BoosterUsed = EventOf<'BoosterUsed'>;
export type QuotaRefunded = EventOf<'QuotaRefunded'>;
export type SubscriptionActivated = EventOf<'SubscriptionActivated'>;
export type SubscriptionEnded = EventOf<'SubscriptionEnded'>;
export type SubscriptionSuspended = EventOf<'SubscriptionSuspended'>;
export type SubscriptionResumed = EventOf<'SubscriptionResumed'>;
export type PaymentDisputed = EventOf<'PaymentDisputed'>;
export type PaymentDisputeClosed = EventOf<'PaymentDisputeClosed'>;
export type SubscriptionStatusChanged = EventOf<'SubscriptionStatusChanged'>;
export type TokensUsed = EventOf<'TokensUsed'>;

/** What changes a plan's running intervals (plan-intervals.ts). */
export type PlanEvent =
  SubscriptionActivated | SubscriptionSuspended | SubscriptionResumed | SubscriptionEnded;

export type QuotaEvent =
  | TrialStarted
  | TrialDecremented
  | DailyQuestionUsed
  | BoosterUsed
  | QuotaRefunded
  | PlanEvent
  | SubscriptionStatusChanged
  | PaymentDisputed
  | PaymentDisputeClosed
  | TokensUsed;

export const QUOTA_EVENT_TYPES = [
  'TrialStarted',
  'TrialDecremented',
  'DailyQuestionUsed',
  'BoosterUsed',
  'QuotaRefunded',
  'SubscriptionActivated',
  'SubscriptionEnded',
  'SubscriptionSuspended',
  'SubscriptionResumed',
  'PaymentDisputed',
  'PaymentDisputeClosed',
  'SubscriptionStatusChanged',
  'TokensUsed',
] as const satisfies readonly QuotaEvent['type'][];
