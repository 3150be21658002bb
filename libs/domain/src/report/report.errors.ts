import { DomainError } from '../shared/domain-error';

/** A weekly report covers 7 consecutive days, start before end. */
export class InvalidReportPeriodError extends DomainError {
  static readonly code = 'REPORT.INVALID_PERIOD';
  constructor() {
    super(InvalidReportPeriodError.code, 'validation', 'A weekly report covers 7 consecutive days.', [
      { path: 'periodEnd', message: 'A weekly report covers 7 consecutive days.' },
    ]);
  }
}

export class ReportSummaryRequiredError extends DomainError {
  static readonly code = 'REPORT.SUMMARY_REQUIRED';
  constructor() {
    super(ReportSummaryRequiredError.code, 'validation', 'A report needs a summary.');
  }
}
