import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../chat/v2-answer.schema';
import { CONTRIBUTION_REVIEW_DECISIONS, CONTRIBUTION_STATUSES } from '../events/contribution.events';
import { FEEDBACK_TYPES } from '../events/feedback.events';
import { personSchema } from './person.http';
import { positionSchema } from './problem.schema';

/** Admin console reads and the contribution review (spec sections 2, 3 and 7: admin). */

const count = z.number().int().nonnegative();

/** GET /api/admin/stats: the three stat cards and the rest of the spec's "Admin stats". */
export const adminStatsResponseSchema = z.object({
  /**
   * People: registered users except idle automatic demo accounts (docs/decisions.md, issue 21
   * point 3). Everyone who signed up, signed in with their own email, or asked a question.
   */
  total_users: count,
  /** Automatic demo accounts (a `/chat?user_type=` visit) that never asked a question: shown apart. */
  idle_demo_accounts: count,
  /** Users who signed up, signed in or asked in the last `active_window_days` days. */
  active_users: count,
  total_conversations: count,
  total_messages: count,
  documents_uploaded: count,
  partner_registrations: count,
  total_questions: count,
  active_window_days: z.number().int().positive(),
  as_of: z.string(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;

/** GET /api/admin/users?q=&limit=: search by email or name (case-insensitive substring). */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** The plan in force now ('demo' on the free trial). */
  tier: z.enum(SUBSCRIPTION_TIERS),
  plan_ends_at: z.string().nullable(),
  trial: z.object({ questions_used: count, questions_remaining: count, questions_total: count }).nullable(),
  questions_asked: count,
  registered_at: z.string().nullable(),
  last_active_at: z.string().nullable(),
  is_admin: z.boolean(),
  developer_access: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema), total_count: count });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** GET /api/admin/contributions?status= (default pending_review, spec section 3). */
export const adminContributionsQuerySchema = z.object({
  status: z.enum(CONTRIBUTION_STATUSES).default('pending_review'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const adminContributionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_person: personSchema,
  message_id: z.string(),
  session_id: z.string().nullable(),
  contribution_text: z.string(),
  opt_in_credit: z.boolean(),
  status: z.enum(CONTRIBUTION_STATUSES),
  review_notes: z.string().nullable(),
  reviewer_id: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export const adminContributionsResponseSchema = z.object({
  contributions: z.array(adminContributionSchema),
  total_count: count,
});
export type AdminContributionsResponse = z.infer<typeof adminContributionsResponseSchema>;

/** PUT /api/admin/contributions/{id} (spec: status, review_notes). */
export const reviewContributionRequestSchema = z.object({
  status: z.enum(CONTRIBUTION_REVIEW_DECISIONS),
  review_notes: z.string().max(2000).optional(),
});
export type ReviewContributionRequest = z.infer<typeof reviewContributionRequestSchema>;

export const reviewContributionResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  status: z.enum(CONTRIBUTION_REVIEW_DECISIONS),
  review_notes: z.string(),
  position: positionSchema,
});
export type ReviewContributionResponse = z.infer<typeof reviewContributionResponseSchema>;

/** GET /api/admin/community-documents: every community upload (any status), grouped by partner. */
export const adminCommunityDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['processing', 'ready', 'rejected']),
  uploaded_by: z.string(),
  uploaded_by_person: personSchema,
  uploaded_at: z.string(),
  size_bytes: count,
  rejection_reason: z.string().nullable(),
});
export const adminCommunityDocumentsResponseSchema = z.object({
  partners: z.array(
    z.object({
      partner_id: z.string().nullable(),
      partner_name: z.string().nullable(),
      document_count: count,
      documents: z.array(adminCommunityDocumentSchema),
    }),
  ),
  total_count: count,
});
export type AdminCommunityDocumentsResponse = z.infer<typeof adminCommunityDocumentsResponseSchema>;

/** GET /api/admin/feedback?limit=100&feedback_type= (spec sections 2, 3 and 7). */
export const adminFeedbackQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  feedback_type: z.enum(FEEDBACK_TYPES).optional(),
});
export const adminFeedbackItemSchema = z.object({
  feedback_id: z.string(),
  message_id: z.string(),
  feedback_type: z.enum(FEEDBACK_TYPES),
  comment: z.string(),
  user_email: z.string(),
  timestamp: z.string(),
  status: z.string(),
});
export const adminFeedbackResponseSchema = z.object({
  feedback: z.array(adminFeedbackItemSchema),
  /** How many match the filter (the list itself is capped by `limit`). */
  total_count: count,
  /** The dashboard's four counters, over all feedback; "today" is the Australia/Sydney day. */
  counts: z.object({ total: count, positive: count, negative: count, today: count }),
});
export type AdminFeedbackResponse = z.infer<typeof adminFeedbackResponseSchema>;
