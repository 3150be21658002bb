import { eventTypes, type Projection, type ReadModelDoc } from '../projection/projection';
import { type AnyProjectedEvent } from '../projection/projected-event';

/** `weekly_reports`: every generated weekly report, as recorded (figures frozen at generation). */
export interface WeeklyReportDoc extends ReadModelDoc {
  report_id: string;
  generated_by: string;
  generated_at: string;
  period_start: string;
  period_end: string;
  stats: {
    total_users: number;
    active_users: number;
    total_conversations: number;
    total_messages: number;
    documents_uploaded: number;
    partner_registrations: number;
    new_users: number;
    questions_asked: number;
    positive_feedback: number;
    negative_feedback: number;
  };
  summary: string;
}

function evolveReport(doc: WeeklyReportDoc | null, event: AnyProjectedEvent): WeeklyReportDoc | null {
  if (event.type !== 'WeeklyReportGenerated') return doc;
  const { stats: s, ...d } = event.data;
  return {
    _id: d.reportId,
    _position: 0,
    report_id: d.reportId,
    generated_by: d.generatedBy,
    generated_at: event.metadata.at,
    period_start: d.periodStart,
    period_end: d.periodEnd,
    stats: {
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
    },
    summary: d.summary,
  };
}

export const weeklyReportsProjection: Projection<WeeklyReportDoc> = {
  collection: 'weekly_reports',
  handles: eventTypes('WeeklyReportGenerated'),
  documentIds: (event) => (event.type === 'WeeklyReportGenerated' ? [event.data.reportId] : []),
  evolve: evolveReport,
  indexes: [{ keys: { generated_at: -1 } }],
};
