import { addDays, businessDay, daysBetween } from '@buildmentor/domain';
import { AnalyticsRangeError } from '../admin.errors';

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/**
 * The business days an analytics request covers: `to` defaults to today (Sydney), `from` to 30
 * days before it; at most a year at a time, and never backwards.
 */
export function analyticsRange(
  query: { from: string | null; to: string | null },
  now: Date,
): { from: string; to: string } {
  const to = query.to ?? businessDay(now.toISOString());
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw AnalyticsRangeError('Must not be after to');
  if (daysBetween(from, to).length > MAX_DAYS)
    throw AnalyticsRangeError(`At most ${MAX_DAYS} days at a time`);
  return { from, to };
}
