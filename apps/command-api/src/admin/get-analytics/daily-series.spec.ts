import { type DailyStatsDoc } from '@buildmentor/read-models';
import { dailySeries } from './daily-series';

const day = (d: string, ids: string[], patch: Partial<DailyStatsDoc> = {}): DailyStatsDoc => ({
  _id: d,
  _position: 1,
  day: d,
  questions: 2,
  conversations: 0,
  active_user_ids: ids,
  active_users: ids.length,
  new_users: 1,
  uploads: 0,
  payments: 0,
  revenue: 0,
  ...patch,
});

describe('daily series', () => {
  it('fills quiet days with zeros and counts distinct active users over the range', () => {
    const series = dailySeries('2026-03-01', '2026-03-03', [
      day('2026-03-01', ['a', 'b']),
      day('2026-03-03', ['b', 'c'], { payments: 1, revenue: 1790 }),
    ]);
    expect(series.days.map((d) => [d.day, d.questions, d.active_users])).toEqual([
      ['2026-03-01', 2, 2],
      ['2026-03-02', 0, 0],
      ['2026-03-03', 2, 2],
    ]);
    expect(series.totals).toEqual({
      questions: 4,
      active_users: 3,
      new_users: 2,
      uploads: 0,
      payments: 1,
      revenue: 1790,
    });
    expect(series.currency).toBe('aud');
  });
});
