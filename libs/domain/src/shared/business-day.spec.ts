import { addDays, businessDay, businessDayEnd, businessDayStart, daysBetween } from './business-day';

describe('the business day (Australia/Sydney)', () => {
  it.each([
    ['2026-03-01T12:59:59.000Z', '2026-03-01'], // 23:59:59 AEDT
    ['2026-03-01T13:00:00.000Z', '2026-03-02'], // midnight AEDT
    ['2026-04-05T13:59:59.000Z', '2026-04-05'], // 23:59:59 AEST, after daylight saving ends
    ['2026-04-05T14:00:00.000Z', '2026-04-06'],
    ['2026-10-03T13:59:59.000Z', '2026-10-03'], // the night before daylight saving starts (AEST)
    ['2026-10-04T13:00:00.000Z', '2026-10-05'], // midnight AEDT after it started
  ])('%s is %s in Sydney', (instant, day) => {
    expect(businessDay(instant)).toBe(day);
  });

  it('steps days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('starts a day at local midnight in summer (UTC+11) and winter (UTC+10)', () => {
    expect(businessDayStart('2026-03-02')).toBe('2026-03-01T13:00:00.000Z');
    expect(businessDayStart('2026-07-01')).toBe('2026-06-30T14:00:00.000Z');
    expect(businessDayEnd('2026-03-02')).toBe('2026-03-02T12:59:59.999Z');
    expect(businessDay(businessDayStart('2026-04-05'))).toBe('2026-04-05');
    expect(businessDay(businessDayEnd('2026-04-05'))).toBe('2026-04-05');
  });
});

describe('the business day, asked again', () => {
  it('answers instants around a remembered day the same as a fresh lookup', () => {
    // The first call remembers 2026-10-04 (a 23-hour day: daylight saving starts at 02:00).
    expect(businessDay('2026-10-04T01:00:00.000Z')).toBe('2026-10-04');
    expect(businessDay('2026-10-03T13:59:59.999Z')).toBe('2026-10-03');
    expect(businessDay('2026-10-03T14:00:00.000Z')).toBe('2026-10-04');
    expect(businessDay('2026-10-04T12:59:59.999Z')).toBe('2026-10-04');
    expect(businessDay('2026-10-04T13:00:00.000Z')).toBe('2026-10-05');
    // And a 25-hour day (daylight saving ends at 03:00).
    expect(businessDay('2026-04-05T00:00:00.000Z')).toBe('2026-04-05');
    expect(businessDay('2026-04-04T12:59:59.999Z')).toBe('2026-04-04');
    expect(businessDay('2026-04-04T13:00:00.000Z')).toBe('2026-04-05');
    expect(businessDay('2026-04-05T13:59:59.999Z')).toBe('2026-04-05');
    expect(businessDay('2026-04-05T14:00:00.000Z')).toBe('2026-04-06');
  });

  it('still refuses an instant that is not a date', () => {
    expect(() => businessDay('not a date')).toThrow(RangeError);
    expect(() => businessDay('not a date')).toThrow(RangeError);
  });
});
