import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { weeklyReportsProjection, type WeeklyReportDoc } from './weekly-reports.projection';

describe('weekly_reports projection', () => {
  it('WeeklyReportGenerated stores the report with snake_case figures and its time', () => {
    const h = new ProjectionHarness<WeeklyReportDoc>(weeklyReportsProjection);
    h.apply(
      h.event('WeeklyReportGenerated', EVENT_DATA_SAMPLES.WeeklyReportGenerated, '2026-03-02T01:00:00.000Z'),
    );
    expect(h.get('r1')).toMatchObject({
      report_id: 'r1',
      generated_by: 'admin1',
      generated_at: '2026-03-02T01:00:00.000Z',
      period_start: '2025-02-24',
      period_end: '2025-03-02',
      stats: {
        total_users: 10,
        active_users: 4,
        questions_asked: 20,
        positive_feedback: 5,
        negative_feedback: 1,
      },
      summary: 'Weekly report generated',
    });
  });

  it('is idempotent: every event applied twice gives the same reports', () => {
    const h = new ProjectionHarness<WeeklyReportDoc>(weeklyReportsProjection);
    const events = [
      h.event('WeeklyReportGenerated', EVENT_DATA_SAMPLES.WeeklyReportGenerated),
      h.event('WeeklyReportGenerated', { ...EVENT_DATA_SAMPLES.WeeklyReportGenerated, reportId: 'r2' }),
    ];
    const { once, twice } = onceAndTwice(weeklyReportsProjection, events);
    expect(Object.keys(once).sort()).toEqual(['r1', 'r2']);
    expect(twice).toEqual(once);
  });
});
