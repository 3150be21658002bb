import { addDays, daysBetween, sydneyDay, sydneyDayEnd, sydneyDayStart } from './sydney-days';

describe('Sydney days', () => {
  it('steps days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('starts a day at local midnight in summer (UTC+11) and winter (UTC+10)', () => {
    expect(sydneyDayStart('2026-03-02')).toBe('2026-03-01T13:00:00.000Z');
    expect(sydneyDayStart('2026-07-01')).toBe('2026-06-30T14:00:00.000Z');
    expect(sydneyDayEnd('2026-03-02')).toBe('2026-03-02T12:59:59.999Z');
    expect(sydneyDay(sydneyDayStart('2026-04-05'))).toBe('2026-04-05');
    expect(sydneyDay(sydneyDayEnd('2026-04-05'))).toBe('2026-04-05');
  });
});
