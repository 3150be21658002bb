import { addDays } from '../shared/business-day';
import type { ReportCommand } from './report.commands';
import { InvalidReportPeriodError, ReportSummaryRequiredError } from './report.errors';
import type { ReportEvent } from './report.events';

export type ReportState =
  { status: 'none' } | { status: 'generated'; periodStart: string; periodEnd: string };

export const initialState = (): ReportState => ({ status: 'none' });

export function evolve(_state: ReportState, event: ReportEvent): ReportState {
  return { status: 'generated', periodStart: event.data.periodStart, periodEnd: event.data.periodEnd };
}

export function decide(command: ReportCommand, state: ReportState): ReportEvent[] {
  const { periodStart, periodEnd, summary } = command.data;
  // Business days (the contracts accept only real dates): ending 6 days after it starts is 7 days inclusive.
  if (addDays(periodStart, 6) !== periodEnd) throw InvalidReportPeriodError();
  if (summary.trim() === '') throw ReportSummaryRequiredError();
  // A report id names one report: the same request again (a retry) records nothing new.
  if (state.status === 'generated') return [];
  return [{ type: 'WeeklyReportGenerated', data: { ...command.data, summary: summary.trim() } }];
}
