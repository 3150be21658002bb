import { z } from 'zod';
import { idSchema, nonBlankTextSchema } from './shared.schemas';

/**
 * Events on stream `contribution-<contributionId>`: a user suggests knowledge based on an answer
 * and an admin reviews it. A submitted contribution is `pending_review` (the admin list's default
 * filter) until a ContributionReviewed decides it.
 */

export const CONTRIBUTION_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export const CONTRIBUTION_REVIEW_DECISIONS = ['approved', 'rejected'] as const;

export const contributionSubmittedDataSchema = z.object({
  contributionId: idSchema,
  userId: idSchema,
  messageId: idSchema,
  /** The spec's session_id: the conversation the answer came from, when known. */
  conversationId: idSchema.nullable(),
  contributionText: nonBlankTextSchema,
  /** The contributor agreed to be credited by name. */
  optInCredit: z.boolean(),
});

export const contributionReviewedDataSchema = z.object({
  contributionId: idSchema,
  reviewerId: idSchema,
  status: z.enum(CONTRIBUTION_REVIEW_DECISIONS),
  /** The spec's review_notes; '' when the reviewer left none. */
  notes: z.string(),
});

export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];
export type ContributionReviewDecision = (typeof CONTRIBUTION_REVIEW_DECISIONS)[number];
export type ContributionSubmittedData = z.infer<typeof contributionSubmittedDataSchema>;
export type ContributionReviewedData = z.infer<typeof contributionReviewedDataSchema>;
