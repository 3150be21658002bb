import type { WeeklyReportStats } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/**
 * The figures are read from the read models by the handler (a decider does no I/O) and arrive
 * here ready; the decider checks the period and records them once.
 */
export type GenerateWeeklyReport = Command<
  'GenerateWeeklyReport',
  {
    reportId: string;
    generatedBy: string;
    periodStart: string;
    periodEnd: string;
    stats: WeeklyReportStats;
    summary: string;
  }
>;

export type ReportCommand = GenerateWeeklyReport;
