import type { EventOf } from '@buildmentor/contracts';

/** `feedback-<feedbackId>` and `contribution-<contributionId>`. */
export type FeedbackSubmitted = EventOf<'FeedbackSubmitted'>;
export type ContributionSubmitted = EventOf<'ContributionSubmitted'>;
export type ContributionReviewed = EventOf<'ContributionReviewed'>;

export type FeedbackEvent = FeedbackSubmitted;
export type ContributionEvent = ContributionSubmitted | ContributionReviewed;
