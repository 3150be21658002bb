import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AnalyticsResponse } from '@buildmentor/contracts';
import { DAILY_STATS, dailyStatsBetween } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { analyticsRange } from './analytics-range';
import { dailySeries } from './daily-series';
import { GetAnalyticsQuery } from './get-analytics.query';

/** One point per business day of the range, from daily_stats (a day without activity is zero). */
@QueryHandler(GetAnalyticsQuery)
export class GetAnalyticsHandler implements IQueryHandler<GetAnalyticsQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: GetAnalyticsQuery): Promise<AnalyticsResponse> {
    const { from, to } = analyticsRange(query, this.clock());
    const docs = await dailyStatsBetween(await this.readModels.collection(DAILY_STATS), from, to);
    return dailySeries(from, to, docs);
  }
}
