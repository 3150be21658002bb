import { DomainError } from '../shared/domain-error';

export class TrialExhaustedError extends DomainError {
  static readonly code = 'TRIAL.EXHAUSTED';
  constructor() {
    // The spec's exact text (section 5, blocked send on an exhausted trial).
    super(
      TrialExhaustedError.code,
      'payment_required',
      'You have used all your free questions. Please upgrade to continue.',
    );
  }
}

export class RefundReasonRequiredError extends DomainError {
  static readonly code = 'QUOTA.REFUND_REASON_REQUIRED';
  constructor() {
    super(RefundReasonRequiredError.code, 'validation', 'A refund needs a reason.', [
      { path: 'reason', message: 'A refund needs a reason.' },
    ]);
  }
}

export class DailyQuestionsExhaustedError extends DomainError {
  static readonly code = 'DAILY.EXHAUSTED';
  constructor() {
    super(
      DailyQuestionsExhaustedError.code,
      'payment_required',
      "You have used today's free questions, including your Daily Booster. They reset at midnight (Sydney time), or upgrade to Pro for unlimited questions.",
    );
  }
}
