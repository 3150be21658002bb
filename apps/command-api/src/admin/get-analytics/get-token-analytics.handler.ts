import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type TokenAnalyticsResponse } from '@buildmentor/contracts';
import { PROFILES, TOKEN_USAGE, tokenUsageBetween } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type CsvFile } from '../csv';
import { analyticsRange } from './analytics-range';
import { GetTokenAnalyticsQuery } from './get-token-analytics.query';
import { tokenSeries, tokenUsageCsv } from './token-series';

/** Model tokens per business day and per user over the range, from token_usage; or its CSV. */
@QueryHandler(GetTokenAnalyticsQuery)
export class GetTokenAnalyticsHandler implements IQueryHandler<GetTokenAnalyticsQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: GetTokenAnalyticsQuery): Promise<TokenAnalyticsResponse | CsvFile> {
    const { from, to } = analyticsRange(query, this.clock());
    const docs = await tokenUsageBetween(await this.readModels.collection(TOKEN_USAGE), from, to);
    const emails = await this.emailsOf([...new Set(docs.map((d) => d.user_id))]);
    if (query.format === 'csv')
      return { filename: `token-usage-${from}-to-${to}.csv`, csv: tokenUsageCsv(docs, emails) };
    return tokenSeries(from, to, docs, emails);
  }

  /** The users' emails from their profiles, so an admin sees who, not only an id. */
  private async emailsOf(userIds: string[]): Promise<Map<string, string | null>> {
    if (userIds.length === 0) return new Map();
    const profiles = await (await this.readModels.collection(PROFILES)).find({ _id: { $in: userIds } });
    return new Map(profiles.map((p) => [p._id, p.email]));
  }
}
