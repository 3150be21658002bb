import { domainError } from '../shared/domain-error';

/** A weekly report covers 7 consecutive days, start before end. */
export const InvalidReportPeriodError = domainError(
  'REPORT.INVALID_PERIOD',
  'validation',
  'A weekly report covers 7 consecutive days.',
  { field: 'periodEnd' },
);

export const ReportSummaryRequiredError = domainError(
  'REPORT.SUMMARY_REQUIRED',
  'validation',
  'A report needs a summary.',
);
