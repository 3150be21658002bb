import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { adminStatsResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { GetStatsQuery } from './get-stats.query';

export const getStatsDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/stats',
  summary: 'Admin: platform totals for the stat cards (active users over the last 30 days)',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  response: adminStatsResponseSchema,
  errors: [403],
  readYourWrites: true,
};

@Controller('admin')
export class GetStatsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('stats')
  stats() {
    return this.queries.execute(new GetStatsQuery());
  }
}
