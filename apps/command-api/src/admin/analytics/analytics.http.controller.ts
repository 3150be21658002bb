import { Controller, Get, Inject, Query } from '@nestjs/common';
import { analyticsQuerySchema, analyticsResponseSchema, type AnalyticsResponse } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest, RequestValidationError } from '../../http/request-validation.error';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type DailyStatsView } from '../admin-read-models';
import { addDays, daysBetween, sydneyDay } from '../sydney-days';
import { dailySeries } from './daily-series';

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

export const analyticsDoc: RouteDoc = {
  method: 'get', path: '/api/admin/analytics', summary: 'Admin: daily questions, active users, new users, uploads, payments and revenue (Australia/Sydney days)', tag: 'admin', auth: true, adminOnly: true, query: analyticsQuerySchema, response: analyticsResponseSchema, errors: [403], readYourWrites: true,
};

@Controller('admin')
export class AnalyticsController {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @AdminOnly()
  @Get('analytics')
  async analytics(@Query() query: unknown): Promise<AnalyticsResponse> {
    const input = parseRequest(analyticsQuerySchema, query, 'query');
    const to = input.to ?? sydneyDay(this.clock().toISOString());
    const from = input.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    if (from > to) throw new RequestValidationError([{ path: 'query.from', message: 'Must not be after to' }]);
    if (daysBetween(from, to).length > MAX_DAYS) throw new RequestValidationError([{ path: 'query.from', message: `At most ${MAX_DAYS} days at a time` }]);
    const docs = await (await this.readModels.collection<DailyStatsView>('daily_stats')).find({ day: { $gte: from, $lte: to } }, { sort: { day: 1 } });
    return dailySeries(from, to, docs);
  }
}
