import { projectorProgressSchema } from './status.http';
import { z } from 'zod';
import { AUDIT_KINDS } from '../events/audit-catalogue';
import { type WeeklyReportStats } from '../events/report.events';
import { personSchema } from './person.http';
import { positionSchema } from './problem.schema';

/** Admin console: audit trail, analytics, weekly reports and the System tab (replay). */

const count = z.number().int().nonnegative();
const daySchema = z.iso.date();
/** A calendar day (Australia/Sydney) or an exact ISO instant. */
const dayOrInstantSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** GET /api/admin/audit?kind=&actor=&from=&to=&format=csv|json */
export const auditQuerySchema = z.object({
  kind: z.enum(AUDIT_KINDS).optional(),
  /**
   * Who acted: part of their email or name (any case), or their exact user id (metadata.userId
   * of the event, e.g. `system`).
   */
  actor: z.string().trim().min(1).max(200).optional(),
  /** Inclusive; a day means from that day's start in Australia/Sydney. */
  from: dayOrInstantSchema.optional(),
  /** Inclusive; a day means to that day's end in Australia/Sydney. */
  to: dayOrInstantSchema.optional(),
  format: z.enum(['json', 'csv']).default('json'),
  limit: z.coerce.number().int().min(1).max(10_000).default(500),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(AUDIT_KINDS),
  event_type: z.string(),
  actor: z.string(),
  /** The actor's name and email (nulls for `system` and other ids that are not people). */
  actor_person: personSchema,
  at: z.string(),
  /** What the decision was about: a partner id, voucher code, contribution, user, payment session... */
  subject: z.string(),
  /**
   * The subject as an admin recognises it: a partner's company name, a document's file name, a
   * user's email, a conversation's title; null when the id itself is the readable form (a voucher
   * code, a payment reference) or the read side does not know it.
   */
  subject_label: z.string().nullable(),
  /** The user the decision affects, when that is not the subject itself. */
  subject_user: z.string().nullable(),
  subject_user_person: personSchema.nullable(),
  outcome: z.string(),
  reason: z.string().nullable(),
  position: positionSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema), total_count: count });
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** GET /api/admin/analytics?from=&to= (Australia/Sydney days, inclusive; default the last 30). */
export const analyticsQuerySchema = z.object({ from: daySchema.optional(), to: daySchema.optional() });

const dailyFigures = {
  questions: count,
  active_users: count,
  new_users: count,
  uploads: count,
  payments: count,
  /** Minor units (cents) of AUD, the only currency the plans are sold in. */
  revenue: count,
};
export const analyticsDaySchema = z.object({ day: daySchema, ...dailyFigures });
export const analyticsResponseSchema = z.object({
  from: daySchema,
  to: daySchema,
  currency: z.literal('aud'),
  days: z.array(analyticsDaySchema),
  /** Sums over the range; active_users counts distinct users over the whole range. */
  totals: z.object(dailyFigures),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/**
 * GET /api/admin/analytics/tokens?from=&to=&format=: model tokens per Sydney day and per user over
 * the range (the same default as analytics); `format=csv` downloads one row per user and day.
 */
export const tokenAnalyticsQuerySchema = analyticsQuerySchema.extend({
  format: z.enum(['json', 'csv']).default('json'),
});
const tokenFigures = {
  prompt_tokens: count,
  completion_tokens: count,
  total_tokens: count,
  /** Answers whose usage the model server reported. */
  answers: count,
};
export const tokenAnalyticsResponseSchema = z.object({
  from: daySchema,
  to: daySchema,
  /** Every day of the range, zero where no tokens were used. */
  days: z.array(z.object({ day: daySchema, ...tokenFigures, users: count })),
  /** Users who used tokens in the range, most tokens first. */
  users: z.array(z.object({ user_id: z.string(), email: z.string().nullable(), ...tokenFigures })),
  totals: z.object(tokenFigures),
});
export type TokenAnalyticsResponse = z.infer<typeof tokenAnalyticsResponseSchema>;

/** POST /api/admin/reports/weekly: the 7 days ending `period_end` (default today, Sydney). */
export const weeklyReportRequestSchema = z.object({ period_end: daySchema.optional() });
export const weeklyReportSchema = z.object({
  report_id: z.string(),
  generated_by: z.string(),
  generated_by_person: personSchema,
  generated_at: z.string(),
  period_start: daySchema,
  period_end: daySchema,
  stats: z.object({
    total_users: count,
    active_users: count,
    total_conversations: count,
    total_messages: count,
    documents_uploaded: count,
    partner_registrations: count,
    new_users: count,
    questions_asked: count,
    positive_feedback: count,
    negative_feedback: count,
  }),
  summary: z.string(),
});
export type WeeklyReport = z.infer<typeof weeklyReportSchema>;
/** The recorded figures (camelCase, as in the event) in the shape the API and read model show. */
export function weeklyReportStatsView(s: WeeklyReportStats): WeeklyReport['stats'] {
  return {
    total_users: s.totalUsers,
    active_users: s.activeUsers,
    total_conversations: s.totalConversations,
    total_messages: s.totalMessages,
    documents_uploaded: s.documentsUploaded,
    partner_registrations: s.partnerRegistrations,
    new_users: s.newUsers,
    questions_asked: s.questionsAsked,
    positive_feedback: s.positiveFeedback,
    negative_feedback: s.negativeFeedback,
  };
}
/** The spec's report call reads `message`: it is the summary. */
export const weeklyReportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  report: weeklyReportSchema,
  position: positionSchema,
});
export type WeeklyReportResponse = z.infer<typeof weeklyReportResponseSchema>;
export const weeklyReportListResponseSchema = z.object({
  reports: z.array(weeklyReportSchema),
  total_count: count,
});
export type WeeklyReportListResponse = z.infer<typeof weeklyReportListResponseSchema>;

/** A blue/green replay's progress, as the projector records it (`replays` in the live namespace). */
export const REPLAY_STATUSES = ['running', 'done', 'failed', 'skipped'] as const;
export const replayStatusSchema = z.object({
  replay_id: z.string(),
  status: z.enum(REPLAY_STATUSES),
  requested_by: z.string(),
  requested_at: z.string(),
  finished_at: z.string().nullable(),
  namespace: z.string().nullable(),
  previous_namespace: z.string().nullable(),
  events: count,
  last_position: count,
  head_position: count,
  hashes: z.record(z.string(), z.string()).nullable(),
  error: z.string().nullable(),
});
export type ReplayStatus = z.infer<typeof replayStatusSchema>;

/**
 * Key figures of the API process that answered, from its own metrics registry (the counts GET
 * /api/metrics exposes), since it started. Latencies are estimated from histogram buckets; null
 * before anything was measured. With several API workers, each reports its own figures.
 */
export const apiFiguresSchema = z.object({
  since: z.iso.datetime(),
  requests: count,
  request_p95_ms: z.number().nonnegative().nullable(),
  appended_events: count,
  append_conflicts: count,
  answers: count,
  answer_median_ms: z.number().nonnegative().nullable(),
  upload_bytes: count,
});
export type ApiFigures = z.infer<typeof apiFiguresSchema>;

/** GET /api/admin/system?hashes=false skips hashing (it reads every read model). */
export const systemQuerySchema = z.object({ hashes: z.enum(['true', 'false']).default('true') });
export const systemResponseSchema = z.object({
  event_store: z.object({ kind: z.string(), head_position: count }),
  projector: projectorProgressSchema.extend({ live_namespace: z.string() }),
  dead_letters: z.object({
    count,
    recent: z.array(
      z.object({
        id: z.string(),
        projection: z.string(),
        event_id: z.string(),
        event_type: z.string(),
        stream_id: z.string(),
        position: count,
        error: z.string(),
      }),
    ),
  }),
  /** SHA-256 content hash per collection of the live namespace (null when not asked for). */
  read_model_hashes: z.record(z.string(), z.string()).nullable(),
  replays: z.array(replayStatusSchema),
  api: apiFiguresSchema,
});
export type SystemResponse = z.infer<typeof systemResponseSchema>;

/** POST /api/admin/system/replay */
export const replayRequestSchema = z.object({ reason: z.string().max(500).optional() });
export const replayRequestResponseSchema = z.object({
  success: z.literal(true),
  replay_id: z.string(),
  message: z.string(),
  position: positionSchema,
});
export type ReplayRequestResponse = z.infer<typeof replayRequestResponseSchema>;
