import { emptyPlatformStats } from '@buildmentor/read-models';
import { csvField, statsReportCsv, type StatsReport } from './stats-report';

const { _id, _position, ...platform } = emptyPlatformStats();

describe('stats report CSV', () => {
  it('prints platform totals and the daily series as one long table', () => {
    const report: StatsReport = {
      namespace: 'primary',
      checkpoint: 9,
      platform: { ...platform, total_users: 2 },
      daily: [
        {
          day: '2026-03-01',
          questions: 3,
          conversations: 1,
          active_users: 2,
          new_users: 2,
          uploads: 0,
          payments: 1,
          revenue: 1790,
        },
      ],
    };
    const lines = statsReportCsv(report).trimEnd().split('\n');
    expect(lines[0]).toBe('section,day,metric,value');
    expect(lines).toContain('platform,,total_users,2');
    expect(lines).toContain('platform,,first_event_at,');
    expect(lines).toContain('daily,2026-03-01,revenue,1790');
    expect(lines).toHaveLength(1 + Object.keys(platform).length + 7);
  });

  it('quotes fields with commas, quotes or line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
});
