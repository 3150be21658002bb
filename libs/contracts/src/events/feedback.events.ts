import { z } from 'zod';
import { idSchema, nonBlankTextSchema } from './shared.schemas';

/** Events on stream `feedback-<feedbackId>`: thumbs up/down on an answer, with a comment. */

export const FEEDBACK_TYPES = ['positive', 'negative'] as const;

export const feedbackSubmittedDataSchema = z.object({
  feedbackId: idSchema,
  userId: idSchema,
  /** Copied at submission so the admin list and CSV export need no join with profiles. */
  userEmail: z.email(),
  /** The answer the feedback is about (the spec's message_id). */
  messageId: idSchema,
  /** The conversation the answer belongs to, when the client knows it. */
  conversationId: idSchema.nullable(),
  feedbackType: z.enum(FEEDBACK_TYPES),
  /** Must be non-empty after trimming (spec section 5). */
  comment: nonBlankTextSchema,
});

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export type FeedbackSubmittedData = z.infer<typeof feedbackSubmittedDataSchema>;
