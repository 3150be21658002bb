import { type Doc } from '@buildmentor/read-store';

/**
 * The admin console's view of the projector's read models: only the fields it reads. The two
 * back-end apps never import each other, so these mirror the projector's document shapes.
 */

export interface PlatformStatsView extends Doc {
  total_users: number;
  total_conversations: number;
  total_questions: number;
  total_messages: number;
  documents_uploaded: number;
  partner_registrations: number;
}
export const PLATFORM_STATS = { collection: 'platform_stats', id: 'platform' } as const;

export interface DailyStatsView extends Doc {
  day: string;
  questions: number;
  active_user_ids: string[];
  active_users: number;
  new_users: number;
  uploads: number;
  payments: number;
  revenue: number;
}

export interface ProfileView extends Doc {
  uid: string;
  email: string | null;
  name: string | null;
  user_type: 'demo' | 'pro' | null;
  registered_at: string | null;
  last_active_at: string | null;
  trial: { questions_total: number; questions_used: number; questions_remaining: number } | null;
  plans: Array<{ tier: string; starts_at: string; ends_at: string | null }>;
  developer_access: boolean;
  /** Absent in documents projected before email verification existed (a replay fills it in). */
  email_verified?: boolean;
  questions_asked: number;
}

export interface FeedbackView extends Doc {
  feedback_id: string;
  message_id: string;
  feedback_type: 'positive' | 'negative';
  comment: string;
  user_email: string;
  timestamp: string;
  status: string;
}

export interface ContributionView extends Doc {
  user_id: string;
  message_id: string;
  session_id: string | null;
  contribution_text: string;
  opt_in_credit: boolean;
  status: 'pending_review' | 'approved' | 'rejected';
  review_notes: string | null;
  reviewer_id: string | null;
  submitted_at: string;
  reviewed_at: string | null;
}

export interface DocumentView extends Doc {
  user_id: string;
  scope: 'personal' | 'community';
  name: string;
  size_bytes: number;
  partner_id: string | null;
  partner_name: string | null;
  status: 'processing' | 'ready' | 'rejected';
  rejection_reason: string | null;
  uploaded_at: string;
}

export interface AuditLogView extends Doc {
  event_id: string;
  kind: string;
  event_type: string;
  actor: string;
  at: string;
  subject: string;
  subject_user: string | null;
  outcome: string;
  reason: string | null;
  position: number;
}

export interface DeadLetterView extends Doc {
  _position: number;
  projection: string;
  event_id: string;
  event_type: string;
  stream_id: string;
  error: string;
}

/** Written by the projector's replay trigger, not by a projection (see replay-trigger.ts there). */
export const REPLAYS_COLLECTION = 'replays';
