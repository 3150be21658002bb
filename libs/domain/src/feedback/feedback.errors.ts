import { domainError } from '../shared/domain-error';

/** Spec section 5: feedback comment and contribution text must be non-empty after trimming. */
export const FeedbackCommentRequiredError = domainError(
  'FEEDBACK.COMMENT_REQUIRED',
  'validation',
  'Please add a comment before submitting your feedback.',
  {
    field: 'comment',
  },
);

export const ContributionTextRequiredError = domainError(
  'CONTRIBUTION.TEXT_REQUIRED',
  'validation',
  'Please describe your contribution before submitting it.',
  {
    field: 'contributionText',
  },
);

export const ContributionNotFoundError = domainError(
  'CONTRIBUTION.NOT_FOUND',
  'not_found',
  'That contribution does not exist.',
);

export const ContributionNotPendingError = domainError(
  'CONTRIBUTION.NOT_PENDING',
  'conflict',
  'This contribution has already been reviewed.',
);
