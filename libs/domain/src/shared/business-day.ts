import { BUSINESS_TIME_ZONE } from '@buildmentor/contracts';

/**
 * The product's business day: an Australia/Sydney calendar day, written YYYY-MM-DD. Daily
 * allowances and the Daily Booster reset at its midnight; analytics, weekly reports and audit
 * filters count in it. Days are stepped as UTC dates (no time zone involved); only the day of an
 * instant and the instant a day starts need Sydney's offset, +10 or +11 with daylight saving.
 * Pure: instants are passed in (a decider never reads the clock).
 */

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The business day of an ISO instant; it changes at Sydney midnight, across daylight-saving changes too.
 * Asking the time-zone database costs microseconds and every projected event and quota decision
 * asks, mostly about the same few days: the days last asked about are kept as [start, end) ranges
 * of epoch milliseconds, so a repeat is two comparisons.
 */
export function businessDay(at: string): string {
  const ms = Date.parse(at);
  for (const range of recentDays) if (ms >= range.from && ms < range.to) return range.day;
  const day = dayOf(new Date(at));
  if (Number.isFinite(ms)) remember(day);
  return day;
}

interface DayRange {
  day: string;
  from: number;
  to: number;
}

const RECENT_DAYS = 8;
const recentDays: DayRange[] = [];

function remember(day: string): void {
  recentDays.unshift({
    day,
    from: Date.parse(businessDayStart(day)),
    to: Date.parse(businessDayStart(addDays(day, 1))),
  });
  if (recentDays.length > RECENT_DAYS) recentDays.pop();
}

/** The time-zone database's answer, uncached (an invalid date throws RangeError, as it always did). */
function dayOf(date: Date): string {
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The business month of an ISO instant (YYYY-MM): monthly token budgets reset at its first Sydney midnight. */
export function businessMonth(at: string): string {
  return businessDay(at).slice(0, 7);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Inclusive list of days from `from` to `to` (empty when `to` comes first). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first instant of a business day, as an ISO string comparable with event times. */
export function businessDayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  for (const offsetHours of [11, 10]) {
    const candidate = midnightUtc - offsetHours * HOUR_MS;
    if (dayOf(new Date(candidate)) === day && dayOf(new Date(candidate - 1)) !== day) {
      return new Date(candidate).toISOString();
    }
  }
  // Unreachable for real dates; fall back to the offset that is right most of the year.
  return new Date(midnightUtc - 10 * HOUR_MS).toISOString();
}

/** The last millisecond of a business day. */
export function businessDayEnd(day: string): string {
  return new Date(Date.parse(businessDayStart(addDays(day, 1))) - 1).toISOString();
}
