import { domainError } from '../shared/domain-error';

// The spec's exact text (section 5, blocked send on an exhausted trial).
export const TrialExhaustedError = domainError(
  'TRIAL.EXHAUSTED',
  'payment_required',
  'You have used all your free questions. Please upgrade to continue.',
);

export const RefundReasonRequiredError = domainError(
  'QUOTA.REFUND_REASON_REQUIRED',
  'validation',
  'A refund needs a reason.',
  { field: 'reason' },
);

export const DailyQuestionsExhaustedError = domainError(
  'DAILY.EXHAUSTED',
  'payment_required',
  "You have used today's free questions, including your Daily Booster. They reset at midnight (Sydney time), or upgrade to Pro for unlimited questions.",
);

export const TokenBudgetExhaustedError = domainError(
  'TOKENS.BUDGET_EXHAUSTED',
  'payment_required',
  "You have used this month's AI token budget for your plan. It resets on the 1st (Sydney time), or upgrade for a larger budget.",
);
