import type { ReportCommand } from './report.commands';
import { InvalidReportPeriodError, ReportSummaryRequiredError } from './report.errors';
import type { ReportEvent } from './report.events';

export type ReportState = { status: 'none' } | { status: 'generated'; periodStart: string; periodEnd: string };

export const initialState = (): ReportState => ({ status: 'none' });

export function evolve(_state: ReportState, event: ReportEvent): ReportState {
  return { status: 'generated', periodStart: event.data.periodStart, periodEnd: event.data.periodEnd };
}

const DAY_MS = 86_400_000;

export function decide(command: ReportCommand, state: ReportState): ReportEvent[] {
  const { periodStart, periodEnd, summary } = command.data;
  // Calendar days, compared as UTC midnights: exactly 6 days apart means 7 days inclusive.
  if (Date.parse(`${periodEnd}T00:00:00Z`) - Date.parse(`${periodStart}T00:00:00Z`) !== 6 * DAY_MS) throw new InvalidReportPeriodError();
  if (summary.trim() === '') throw new ReportSummaryRequiredError();
  // A report id names one report: the same request again (a retry) records nothing new.
  if (state.status === 'generated') return [];
  return [{ type: 'WeeklyReportGenerated', data: { ...command.data, summary: summary.trim() } }];
}
