import { type WeeklyReport, weeklyReportStatsView } from '@buildmentor/contracts';
import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/** `weekly_reports`: every generated weekly report, as recorded (figures frozen at generation). */
export interface WeeklyReportDoc extends ReadModelDoc {
  report_id: string;
  generated_by: string;
  generated_at: string;
  period_start: string;
  period_end: string;
  stats: WeeklyReport['stats'];
  summary: string;
}

export const WEEKLY_REPORTS = readModel<WeeklyReportDoc>('weekly_reports');

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
    stats: weeklyReportStatsView(s),
    summary: d.summary,
  };
}

export const weeklyReportsProjection: Projection<WeeklyReportDoc> = {
  readModel: WEEKLY_REPORTS,
  ...oneDocumentPerEvent(['WeeklyReportGenerated'], 'reportId'),
  evolve: evolveReport,
  indexes: [{ keys: { generated_at: -1 } }],
};
