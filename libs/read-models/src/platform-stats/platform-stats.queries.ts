import { type ReadCollection } from '@buildmentor/read-store';
import { emptyPlatformStats, PLATFORM_STATS_ID, type PlatformStatsDoc } from './platform-stats.projection';

/** The running totals: the one document, or all zeros before the first counted event. */
export async function platformTotals(stats: ReadCollection<PlatformStatsDoc>): Promise<PlatformStatsDoc> {
  return (await stats.findOne({ _id: PLATFORM_STATS_ID })) ?? emptyPlatformStats();
}
