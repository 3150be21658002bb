import { z } from 'zod';
import { MAX_SOURCES_PER_ANSWER } from '../limits';

/**
 * The V2 answer (spec section 3): the HTTP body of POST /chat/ask and the `answer` recorded in
 * AnswerGenerated. Field names are snake_case because this is the spec's wire shape; everything
 * else in contracts is camelCase. Unknown keys are stripped (zod's default), so an LLM that adds
 * a field it was not asked for does not fail the whole answer.
 */

export const markdownBlockSchema = z.object({ type: z.literal('markdown'), text: z.string() });

export const listBlockSchema = z.object({
  type: z.literal('list'),
  items: z.array(z.string()),
  ordered: z.boolean(),
});

export const codeBlockSchema = z.object({ type: z.literal('code'), language: z.string(), code: z.string() });

export const tableBlockSchema = z
  .object({
    type: z.literal('table'),
    caption: z.string(),
    headers: z.array(z.string()),
    rows: z.array(z.array(z.string())),
    /** Render with compact row spacing. */
    dense: z.boolean(),
  })
  // Copy (tab separated) and Export CSV need rectangular data: a ragged row would shift columns.
  .superRefine((table, ctx) => {
    if (table.headers.length === 0) return;
    table.rows.forEach((row, index) => {
      if (row.length !== table.headers.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `Row has ${row.length} cells but the table has ${table.headers.length} headers`,
        });
      }
    });
  });

export const CALLOUT_TONES = ['info', 'tip', 'warning', 'danger', 'success'] as const;
export const calloutBlockSchema = z.object({
  type: z.literal('callout'),
  tone: z.enum(CALLOUT_TONES),
  text: z.string(),
});

export const imageBlockSchema = z.object({
  type: z.literal('image'),
  src: z.string().min(1),
  alt: z.string(),
  caption: z.string(),
});

/** Anything the renderer does not know; shown as plain text or JSON. */
export const otherBlockSchema = z.object({ type: z.literal('other'), content: z.unknown() });

export const answerBlockSchema = z.discriminatedUnion('type', [
  markdownBlockSchema,
  listBlockSchema,
  codeBlockSchema,
  tableBlockSchema,
  calloutBlockSchema,
  imageBlockSchema,
  otherBlockSchema,
]);

export const suggestedActionSchema = z.object({ label: z.string().min(1), payload: z.string() });

export const answerMetaSchema = z.object({
  emoji: z.string(),
  /** The schema name the renderer checks, e.g. 'v2'. */
  schema: z.string(),
  /** True when the answer was mapped from a legacy (non-block) shape. */
  mapped: z.boolean(),
  schema_version: z.string(),
  suggested_actions: z.array(suggestedActionSchema),
});

export const answerSourceSchema = z.object({
  title: z.string().min(1),
  document_id: z.string().min(1).optional(),
  page: z.number().int().positive().optional(),
  /** Set for community content: the verified partner it is attributed to. */
  partner: z.string().min(1).optional(),
  url: z.url().optional(),
});

/** Tiers a subscription status can report: the demo-session tiers plus the paid ones. */
export const SUBSCRIPTION_TIERS = ['demo', 'pro', 'starter', 'consultant', 'day_pass'] as const;

export const subscriptionStatusSchema = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS),
  is_trial: z.boolean(),
  trial_info: z.object({
    questions_remaining: z.number().int().nonnegative(),
    questions_used: z.number().int().nonnegative(),
  }),
});

export const answerResponseSchema = z.object({
  technical: z.string(),
  mentoring: z.string(),
  format: z.string(),
  next_steps: z.array(z.string()),
});

export const v2AnswerSchema = z.object({
  title: z.string(),
  summary: z.string(),
  blocks: z.array(answerBlockSchema),
  meta: answerMetaSchema,
  sources: z.array(answerSourceSchema).max(MAX_SOURCES_PER_ANSWER),
  confidence: z.number().min(0).max(1),
  session_id: z.string().min(1),
  subscription_status: subscriptionStatusSchema,
  response: answerResponseSchema,
});

export type AnswerBlock = z.infer<typeof answerBlockSchema>;
export type AnswerBlockType = AnswerBlock['type'];
export type MarkdownBlock = z.infer<typeof markdownBlockSchema>;
export type ListBlock = z.infer<typeof listBlockSchema>;
export type CodeBlock = z.infer<typeof codeBlockSchema>;
export type TableBlock = z.infer<typeof tableBlockSchema>;
export type CalloutBlock = z.infer<typeof calloutBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type OtherBlock = z.infer<typeof otherBlockSchema>;
export type SuggestedAction = z.infer<typeof suggestedActionSchema>;
export type AnswerMeta = z.infer<typeof answerMetaSchema>;
export type AnswerSource = z.infer<typeof answerSourceSchema>;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export type AnswerResponse = z.infer<typeof answerResponseSchema>;
export type V2Answer = z.infer<typeof v2AnswerSchema>;
