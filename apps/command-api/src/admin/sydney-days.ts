import { sydneyDay } from '@buildmentor/domain';

/**
 * Calendar arithmetic on Australia/Sydney days (YYYY-MM-DD), the product's business day. Days
 * are stepped as UTC dates (no time zone involved); only the instant a day starts needs Sydney's
 * offset, which is +10 or +11 depending on daylight saving.
 */

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Inclusive list of days from `from` to `to`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first instant of a Sydney day, as an ISO string comparable with event times. */
export function sydneyDayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  for (const offsetHours of [11, 10]) {
    const candidate = midnightUtc - offsetHours * 3_600_000;
    if (sydneyDay(new Date(candidate).toISOString()) === day && sydneyDay(new Date(candidate - 1).toISOString()) !== day) {
      return new Date(candidate).toISOString();
    }
  }
  // Unreachable for real dates; fall back to the offset that is right most of the year.
  return new Date(midnightUtc - 10 * 3_600_000).toISOString();
}

/** The last millisecond of a Sydney day. */
export function sydneyDayEnd(day: string): string {
  return new Date(Date.parse(sydneyDayStart(addDays(day, 1))) - 1).toISOString();
}

export { sydneyDay };
