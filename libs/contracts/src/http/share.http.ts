import { z } from 'zod';
import {
  answerResponseSchema,
  answerSourceSchema,
  answerBlockSchema,
  answerMetaSchema,
} from '../chat/v2-answer.schema';
import { shareTokenSchema } from '../events/conversation.events';
import { positionSchema } from './problem.schema';

/** GET /api/chat/session/{id}/export?format=md: the one format today is Markdown. */
export const EXPORT_FORMATS = ['md'] as const;
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'The only export format is md (Markdown)' }).default('md'),
});
export type ExportFormat = z.infer<typeof exportQuerySchema>['format'];

/** The Markdown document itself (the response is `text/markdown`, not JSON). */
export const exportResponseSchema = z.string();

/**
 * POST /api/chat/session/{id}/share: the read-only link, `url` relative to the site
 * (`/share/<token>`). Sharing an already shared conversation returns the same link.
 */
export const shareResponseSchema = z.object({
  url: z.string(),
  token: shareTokenSchema,
  position: positionSchema,
});
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** DELETE /api/chat/session/{id}/share: the link no longer opens anything. */
export const shareRevokedResponseSchema = z.object({ revoked: z.literal(true), position: positionSchema });
export type ShareRevokedResponse = z.infer<typeof shareRevokedResponseSchema>;

/**
 * A source as a shared conversation shows it: no `document_id`, which would name (and, for its
 * owner, open) a private document. What the answer quoted is in its text; the title and page stay.
 */
export const sharedSourceSchema = answerSourceSchema.omit({ document_id: true });
export type SharedSource = z.infer<typeof sharedSourceSchema>;

/**
 * An answer as a shared conversation shows it: the V2 answer as recorded, without what is the
 * owner's (the conversation id and their subscription status) and with sources as above.
 */
export const sharedAnswerSchema = z.object({
  title: z.string(),
  summary: z.string(),
  blocks: z.array(answerBlockSchema),
  meta: answerMetaSchema,
  sources: z.array(sharedSourceSchema),
  response: answerResponseSchema,
});
export type SharedAnswer = z.infer<typeof sharedAnswerSchema>;

export const sharedMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  status: z.enum(['asked', 'answered', 'failed', 'stopped']),
  answer: sharedAnswerSchema.nullable(),
});
export type SharedMessage = z.infer<typeof sharedMessageSchema>;

/** GET /api/share/{token}: public; the conversation as it was when it was shared, oldest first. */
export const sharedConversationResponseSchema = z.object({
  title: z.string(),
  shared_at: z.string(),
  messages: z.array(sharedMessageSchema),
});
export type SharedConversationResponse = z.infer<typeof sharedConversationResponseSchema>;

export const shareTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });
