import { z } from 'zod';
import { v2AnswerSchema } from '../chat/v2-answer.schema';
import { MAX_QUESTION_LENGTH } from '../limits';
import { idSchema, nonBlankTextSchema } from './shared.schemas';

/** Events on stream `conversation-<conversationId>` (the spec's chat session). */

export const ANSWER_GENERATORS = ['offline', 'openai'] as const;

/**
 * SHA-256 (hex) of what an ask asked for (the trimmed question and the Enhanced flag). Recorded
 * with the question and with the reservation that paid for it, so a repeat of the same client
 * request id can be told apart from the same key reused for a different question.
 */
export const requestHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a SHA-256 hex digest');

export const conversationStartedDataSchema = z.object({
  conversationId: idSchema,
  userId: idSchema,
  title: nonBlankTextSchema,
});

export const questionAskedDataSchema = z.object({
  conversationId: idSchema,
  userId: idSchema,
  questionId: idSchema,
  question: nonBlankTextSchema.max(MAX_QUESTION_LENGTH),
  /** Enhanced mode: retrieval from the user's own documents. */
  enhanced: z.boolean(),
  /** The request's fingerprint (absent on questions recorded before it was kept). */
  requestHash: requestHashSchema.optional(),
});

/**
 * The tokens a model server reported for one answer. Optional wherever it appears: the offline
 * answerer and some OpenAI-compatible servers report none, and events recorded before usage was
 * kept have none. Additive, so still schema version 1 (docs/decisions.md, Model cost control).
 */
export const tokenUsageSchema = z.object({
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
});

export const answerGeneratedDataSchema = z.object({
  conversationId: idSchema,
  userId: idSchema,
  questionId: idSchema,
  answerId: idSchema,
  answer: v2AnswerSchema,
  generator: z.enum(ANSWER_GENERATORS),
  usage: tokenUsageSchema.optional(),
});

export const answerFailedDataSchema = z.object({
  conversationId: idSchema,
  userId: idSchema,
  questionId: idSchema,
  /** Why the answerer failed, for operators; users see the spec's generic chat failure text. */
  reason: nonBlankTextSchema,
  /** What the failed reply cost, when the server reported it (e.g. a reply cut off at its limit). */
  usage: tokenUsageSchema.optional(),
});

/** Why an answer stopped before it was complete: the Stop button, or the client going away. */
export const ANSWER_STOP_REASONS = ['client_stopped', 'client_disconnected'] as const;

/**
 * The asker ended the answer before it was complete, and the model call with it. `partialText`
 * is the technical text delivered so far (empty when none arrived: the question is then
 * refunded). Usage is rarely known: servers report it at the end of a stream.
 */
export const answerStoppedDataSchema = z.object({
  conversationId: idSchema,
  userId: idSchema,
  questionId: idSchema,
  reason: z.enum(ANSWER_STOP_REASONS),
  partialText: z.string(),
  generator: z.enum(ANSWER_GENERATORS),
  usage: tokenUsageSchema.optional(),
});

export const projectStageDetectedDataSchema = z.object({
  conversationId: idSchema,
  userId: idSchema,
  questionId: idSchema,
  stage: nonBlankTextSchema,
});

export type AnswerGeneratorKind = (typeof ANSWER_GENERATORS)[number];
export type ConversationStartedData = z.infer<typeof conversationStartedDataSchema>;
export type QuestionAskedData = z.infer<typeof questionAskedDataSchema>;
export type AnswerGeneratedData = z.infer<typeof answerGeneratedDataSchema>;
export type AnswerFailedData = z.infer<typeof answerFailedDataSchema>;
export type AnswerStoppedData = z.infer<typeof answerStoppedDataSchema>;
export type AnswerStopReason = (typeof ANSWER_STOP_REASONS)[number];
export type TokenUsage = z.infer<typeof tokenUsageSchema>;
export type ProjectStageDetectedData = z.infer<typeof projectStageDetectedDataSchema>;
