import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AnalyticsResponse } from '@buildmentor/contracts';
import { addDays, businessDay, daysBetween } from '@buildmentor/domain';
import { DAILY_STATS, dailyStatsBetween } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { AnalyticsRangeError } from '../admin.errors';
import { dailySeries } from './daily-series';
import { GetAnalyticsQuery } from './get-analytics.query';

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/** One point per business day of the range, from daily_stats (a day without activity is zero). */
@QueryHandler(GetAnalyticsQuery)
export class GetAnalyticsHandler implements IQueryHandler<GetAnalyticsQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: GetAnalyticsQuery): Promise<AnalyticsResponse> {
    const to = query.to ?? businessDay(this.clock().toISOString());
    const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    if (from > to) throw AnalyticsRangeError('Must not be after to');
    if (daysBetween(from, to).length > MAX_DAYS)
      throw AnalyticsRangeError(`At most ${MAX_DAYS} days at a time`);
    const docs = await dailyStatsBetween(await this.readModels.collection(DAILY_STATS), from, to);
    return dailySeries(from, to, docs);
  }
}
