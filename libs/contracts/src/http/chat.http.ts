import { z } from 'zod';
import { v2AnswerSchema } from '../chat/v2-answer.schema';
import { ANSWER_GENERATORS } from '../events/conversation.events';
import { MAX_QUESTION_LENGTH } from '../limits';
import { positionSchema } from './problem.schema';

/** POST /api/chat/ask (spec: question, session_id). `client_request_id` makes a retry safe. */
export const askRequestSchema = z.object({
  question: z.string().trim().min(1, 'Question must not be empty').max(MAX_QUESTION_LENGTH),
  session_id: z.string().min(1).max(100).nullish(),
  client_request_id: z.uuid().optional(),
  /** Enhanced mode: ground the answer in the user's own documents and the community bank. */
  enhanced: z.boolean().optional(),
});
export type AskRequest = z.infer<typeof askRequestSchema>;

/**
 * POST /api/chat/session/{id}/regenerate: ask the conversation's last question again. `question_id`
 * names the question whose answer the user is regenerating, so a screen that is out of date
 * (another tab asked since) is refused rather than regenerating a question the user did not see.
 * `enhanced` defaults to how that question was asked; `client_request_id` makes a retry safe.
 */
export const regenerateRequestSchema = z.object({
  question_id: z.string().min(1).max(100),
  client_request_id: z.uuid().optional(),
  enhanced: z.boolean().optional(),
});
export type RegenerateRequest = z.infer<typeof regenerateRequestSchema>;

/** Which answerer wrote an answer: the built-in offline one, or a model (the chat says which). */
export const answerGeneratorSchema = z.enum(ANSWER_GENERATORS);

/** The V2 answer plus the ids and position of what the ask recorded, and who wrote it. */
export const askResponseSchema = v2AnswerSchema.extend({
  question_id: z.string(),
  answer_id: z.string(),
  position: positionSchema,
  generator: answerGeneratorSchema,
});
export type AskResponse = z.infer<typeof askResponseSchema>;

/** GET /api/chat/history?limit=50 */
export const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(50),
});

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  preview: z.string(),
  updated_at: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const historyResponseSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** GET /api/chat/session/{id}: the spec's conversation detail (messages with role, content, timestamp). */
export const sessionMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  /** `stopped`: the asker stopped the answer; `content` is the text delivered before the stop. */
  status: z.enum(['asked', 'answered', 'failed', 'stopped']),
  v2Response: v2AnswerSchema.nullable(),
  /** Who wrote an answer; null for a question or a failed answer. */
  generator: answerGeneratorSchema.nullable(),
});
export type SessionMessage = z.infer<typeof sessionMessageSchema>;

/** A conversation opens on its latest messages; earlier ones come a page at a time. */
export const SESSION_PAGE_SIZE = 40;
export const MAX_SESSION_PAGE_SIZE = 100;

/**
 * GET /api/chat/session/{id}?before=&limit=40: without `before`, the latest page; with the
 * `next_before` of a page, the page before it. The cursor is opaque to clients.
 */
export const sessionQuerySchema = z.object({
  before: z
    .string()
    .regex(
      /^[1-9][0-9]{0,14}$/,
      'Use the next_before of the page you have, or leave it out for the latest page',
    )
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_SESSION_PAGE_SIZE).default(SESSION_PAGE_SIZE),
});

export const sessionResponseSchema = z.object({
  session_id: z.string(),
  title: z.string(),
  /** One page, oldest first. */
  messages: z.array(sessionMessageSchema),
  /** Whether the conversation has messages before this page. */
  has_more: z.boolean(),
  /** The `before` that fetches the page before this one; null when `has_more` is false. */
  next_before: z.string().nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** GET /api/chat/search?q=: conversations whose title or messages hold every word of the text. */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter something to search for').max(200),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const searchResponseSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /api/prompts/examples?n=5&topics=a,b&seed= (spec: examples, seed). */
export const examplesQuerySchema = z.object({
  n: z.coerce.number().int().min(1).max(5).default(5),
  topics: z.string().max(500).optional(),
  seed: z.string().max(40).optional(),
});
export const examplesResponseSchema = z.object({
  examples: z.array(z.string()),
  seed: z.string(),
  topics: z.array(z.string()),
});
export type ExamplesResponse = z.infer<typeof examplesResponseSchema>;

/** POST /api/telemetry/ui (spec: event_type, user_id, session_id, metadata). */
export const UI_TELEMETRY_TYPES = ['examples_served', 'dismiss_examples', 'example_clicked'] as const;
export const telemetryRequestSchema = z.object({
  event_type: z.enum(UI_TELEMETRY_TYPES),
  user_id: z.string().max(100).optional(),
  session_id: z.string().max(100).optional(),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type TelemetryRequest = z.infer<typeof telemetryRequestSchema>;
export const telemetryRecordedResponseSchema = z.object({ recorded: z.literal(true) });
export type TelemetryRecordedResponse = z.infer<typeof telemetryRecordedResponseSchema>;
