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
  /**
   * Version 2: the question this one asks again ("Regenerate"): the conversation's previous last
   * question, whose answer this one's replaces. Absent on an ordinary question.
   */
  regenerates: idSchema.optional(),
});

/**
 * QuestionAsked version 1 had no `regenerates`: every version-1 question is an ordinary one, which
 * version 2 writes by leaving the field out, so the data passes unchanged. The version still
 * moves: a reader that predates regeneration refuses version 2 instead of showing a regenerated
 * question twice.
 */
export const upcastQuestionAskedV1ToV2 = (data: unknown): unknown => data;

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

/**
 * A read-only link's token: 32 base64url characters (24 random bytes, 192 bits), unguessable. It is
 * stored as it is (not hashed) so the owner can see the link again and revoke it; anyone holding it
 * can read what the conversation had when it was shared (docs/decisions.md, Export and share).
 */
export const shareTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32}$/, 'Expected a 32-character base64url token');

export const conversationSharedDataSchema = z.object({
  conversationId: idSchema,
  userId: idSchema,
  token: shareTokenSchema,
});

export const conversationShareRevokedDataSchema = z.object({
  conversationId: idSchema,
  userId: idSchema,
  token: shareTokenSchema,
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
export type ConversationSharedData = z.infer<typeof conversationSharedDataSchema>;
export type ConversationShareRevokedData = z.infer<typeof conversationShareRevokedDataSchema>;
