import type { ContributionReviewDecision, FeedbackType } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/** One feedback stream per user and answer: a later vote replaces the earlier one. */
export type SubmitFeedback = Command<
  'SubmitFeedback',
  {
    feedbackId: string;
    userId: string;
    userEmail: string;
    messageId: string;
    conversationId: string | null;
    feedbackType: FeedbackType;
    comment: string;
  }
>;

export type SubmitContribution = Command<
  'SubmitContribution',
  {
    contributionId: string;
    userId: string;
    messageId: string;
    conversationId: string | null;
    contributionText: string;
    optInCredit: boolean;
  }
>;

/** The admin check happens before the command; the decider only knows pending vs reviewed. */
export type ReviewContribution = Command<
  'ReviewContribution',
  { contributionId: string; reviewerId: string; status: ContributionReviewDecision; notes: string }
>;

export type FeedbackCommand = SubmitFeedback;
export type ContributionCommand = SubmitContribution | ReviewContribution;
