import type { EventOf } from '@buildmentor/contracts';

/** `report-<reportId>`: a generated weekly report, recorded as a fact. */
export type WeeklyReportGenerated = EventOf<'WeeklyReportGenerated'>;
export type ReportEvent = WeeklyReportGenerated;
