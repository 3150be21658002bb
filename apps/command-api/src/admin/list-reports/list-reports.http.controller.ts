import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { weeklyReportListResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ListReportsQuery } from './list-reports.query';

export const listReportsDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/reports',
  summary: 'Admin: past weekly reports, newest first',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  response: weeklyReportListResponseSchema,
  errors: [403],
  readYourWrites: true,
};

@Controller('admin')
export class ListReportsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('reports')
  list() {
    return this.queries.execute(new ListReportsQuery());
  }
}
