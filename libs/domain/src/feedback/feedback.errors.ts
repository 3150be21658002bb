import { DomainError } from '../shared/domain-error';

/** Spec section 5: feedback comment and contribution text must be non-empty after trimming. */
export class FeedbackCommentRequiredError extends DomainError {
  static readonly code = 'FEEDBACK.COMMENT_REQUIRED';
  constructor() {
    super(FeedbackCommentRequiredError.code, 'validation', 'Please add a comment before submitting your feedback.', [
      { path: 'comment', message: 'Please add a comment before submitting your feedback.' },
    ]);
  }
}

export class ContributionTextRequiredError extends DomainError {
  static readonly code = 'CONTRIBUTION.TEXT_REQUIRED';
  constructor() {
    super(ContributionTextRequiredError.code, 'validation', 'Please describe your contribution before submitting it.', [
      { path: 'contributionText', message: 'Please describe your contribution before submitting it.' },
    ]);
  }
}

export class ContributionNotFoundError extends DomainError {
  static readonly code = 'CONTRIBUTION.NOT_FOUND';
  constructor() {
    super(ContributionNotFoundError.code, 'not_found', 'That contribution does not exist.');
  }
}

export class ContributionNotPendingError extends DomainError {
  static readonly code = 'CONTRIBUTION.NOT_PENDING';
  constructor() {
    super(ContributionNotPendingError.code, 'conflict', 'This contribution has already been reviewed.');
  }
}
