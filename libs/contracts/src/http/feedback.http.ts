import { z } from 'zod';
import { FEEDBACK_TYPES } from '../events/feedback.events';
import { positionSchema } from './problem.schema';

/** POST /api/chat/feedback (spec: message_id, feedback_type, comment). */
export const feedbackRequestSchema = z.object({
  message_id: z.string().min(1).max(200),
  feedback_type: z.enum(FEEDBACK_TYPES),
  comment: z.string().max(2000),
  /** The conversation, when the client knows it; checked to be the user's own. */
  session_id: z.string().min(1).max(100).optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** POST /api/chat/contribution (spec: message_id, contribution_text, opt_in_credit, session_id). */
export const contributionRequestSchema = z.object({
  message_id: z.string().min(1).max(200),
  contribution_text: z.string().max(5000),
  opt_in_credit: z.boolean(),
  session_id: z.string().min(1).max(100).nullish(),
});
export type ContributionRequest = z.infer<typeof contributionRequestSchema>;

export const submittedResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  message: z.string(),
  position: positionSchema,
});
export type SubmittedResponse = z.infer<typeof submittedResponseSchema>;
