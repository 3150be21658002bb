import { DeciderSpecification } from '../shared/decider-spec';
import * as reportDecider from './report.decider';
import type { ReportEvent } from './report.events';

const stats = {
  totalUsers: 10,
  activeUsers: 4,
  totalConversations: 12,
  totalMessages: 40,
  documentsUploaded: 3,
  partnerRegistrations: 1,
  newUsers: 2,
  questionsAsked: 20,
  positiveFeedback: 5,
  negativeFeedback: 1,
};
const generate = (periodStart = '2026-02-23', periodEnd = '2026-03-01', summary = ' Week summary ') => ({
  type: 'GenerateWeeklyReport' as const,
  data: { reportId: 'r1', generatedBy: 'admin1', periodStart, periodEnd, stats, summary },
});
const generated: ReportEvent = {
  type: 'WeeklyReportGenerated',
  data: { ...generate().data, summary: 'Week summary' },
};

describe('report decider', () => {
  const spec = DeciderSpecification.for(reportDecider);
  describe('no report yet', () => {
    it('records the report with its trimmed summary', () =>
      spec.given([]).when(generate()).then([generated]));
    it('refuses a period that is not 7 days', () => {
      spec.given([]).when(generate('2026-02-24', '2026-03-01')).thenThrows('REPORT.INVALID_PERIOD');
      spec.given([]).when(generate('2026-03-01', '2026-02-23')).thenThrows('REPORT.INVALID_PERIOD');
    });
    it('refuses a blank summary', () => {
      spec
        .given([])
        .when(generate(undefined, undefined, '  '))
        .thenThrows('REPORT.SUMMARY_REQUIRED');
    });
  });
  describe('generated', () => {
    it('records nothing for a retried request', () =>
      spec.given([generated]).when(generate()).thenNothingHappens());
  });
});
