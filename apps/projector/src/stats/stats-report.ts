import {
  collectionOf,
  DAILY_STATS,
  PLATFORM_STATS,
  platformTotals,
  PROJECTOR_CHECKPOINT,
} from '@buildmentor/read-models';
import { type ReadStore } from '@buildmentor/read-store';

/** What `projector stats` prints: the running totals and the daily series of one namespace. */
export interface StatsReport {
  namespace: string;
  checkpoint: number;
  platform: Record<string, number | string | null>;
  /** Oldest first; active user ids are left out (personal data, and counts are what analysts chart). */
  daily: DailyFigures[];
}

export interface DailyFigures {
  day: string;
  questions: number;
  conversations: number;
  active_users: number;
  new_users: number;
  uploads: number;
  payments: number;
  revenue: number;
}

export async function readStatsReport(store: ReadStore): Promise<StatsReport> {
  const platformDoc = await platformTotals(collectionOf(store, PLATFORM_STATS));
  const days = await collectionOf(store, DAILY_STATS).find({}, { sort: { day: 1 } });
  const { _id: _pid, _position: _pp, ...platform } = platformDoc;
  return {
    namespace: store.namespace,
    checkpoint: (await store.getCheckpoint(PROJECTOR_CHECKPOINT)) ?? 0,
    platform: platform as StatsReport['platform'],
    daily: days.map((d) => ({
      day: d.day,
      questions: d.questions,
      conversations: d.conversations,
      active_users: d.active_users,
      new_users: d.new_users,
      uploads: d.uploads,
      payments: d.payments,
      revenue: d.revenue,
    })),
  };
}

/**
 * Tidy ("long") CSV: one row per figure, `section,day,metric,value`, so platform totals and the
 * daily series share one table that any spreadsheet or notebook can pivot.
 */
export function statsReportCsv(report: StatsReport): string {
  const rows: string[][] = [['section', 'day', 'metric', 'value']];
  for (const [metric, value] of Object.entries(report.platform))
    rows.push(['platform', '', metric, value === null ? '' : String(value)]);
  for (const { day, ...figures } of report.daily) {
    for (const [metric, value] of Object.entries(figures)) rows.push(['daily', day, metric, String(value)]);
  }
  return `${rows.map((row) => row.map(csvField).join(',')).join('\n')}\n`;
}

/** RFC 4180: quote a field holding a comma, quote or line break; double the quotes inside. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
