import { type ReadCollection } from '@buildmentor/read-store';
import { type DailyStatsDoc } from './daily-stats.projection';

/** The days from `from` to `to` (business days, inclusive) that had activity, oldest first. */
export function dailyStatsBetween(
  days: ReadCollection<DailyStatsDoc>,
  from: string,
  to: string,
): Promise<DailyStatsDoc[]> {
  return days.find({ day: { $gte: from, $lte: to } }, { sort: { day: 1 } });
}
