import { eventTypes, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `platform_stats`: running totals for the admin stat cards and analysts. One document, id
 * 'platform'. Active users are not a running total (they depend on "now"), so queries derive
 * them from `profiles.last_active_at`.
 */
export interface PlatformStatsDoc extends ReadModelDoc {
  total_users: number;
  onboarded_users: number;
  total_conversations: number;
  total_questions: number;
  total_answers: number;
  failed_answers: number;
  total_messages: number;
  documents_uploaded: number;
  partner_registrations: number;
  first_event_at: string | null;
  last_event_at: string | null;
}

export const PLATFORM_STATS = readModel<PlatformStatsDoc>('platform_stats');

export const PLATFORM_STATS_ID = 'platform';

export function emptyPlatformStats(): PlatformStatsDoc {
  return {
    _id: PLATFORM_STATS_ID,
    _position: 0,
    total_users: 0,
    onboarded_users: 0,
    total_conversations: 0,
    total_questions: 0,
    total_answers: 0,
    failed_answers: 0,
    total_messages: 0,
    documents_uploaded: 0,
    partner_registrations: 0,
    first_event_at: null,
    last_event_at: null,
  };
}

const COUNTERS: Partial<Record<AnyProjectedEvent['type'], ReadonlyArray<keyof PlatformStatsDoc>>> = {
  UserRegistered: ['total_users'],
  OnboardingCompleted: ['onboarded_users'],
  ConversationStarted: ['total_conversations'],
  QuestionAsked: ['total_questions', 'total_messages'],
  AnswerGenerated: ['total_answers', 'total_messages'],
  AnswerFailed: ['failed_answers'],
  DocumentUploaded: ['documents_uploaded'],
  PartnerApplied: ['partner_registrations'],
};

function evolveStats(current: PlatformStatsDoc | null, event: AnyProjectedEvent): PlatformStatsDoc {
  const doc: PlatformStatsDoc = { ...(current ?? emptyPlatformStats()) };
  for (const field of COUNTERS[event.type] ?? []) (doc[field] as number) += 1;
  doc.first_event_at ??= event.metadata.at;
  doc.last_event_at = event.metadata.at;
  return doc;
}

export const platformStatsProjection: Projection<PlatformStatsDoc> = {
  readModel: PLATFORM_STATS,
  handles: eventTypes(...(Object.keys(COUNTERS) as AnyProjectedEvent['type'][])),
  documentIds: () => [PLATFORM_STATS_ID],
  evolve: evolveStats,
};
