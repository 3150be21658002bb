import { Controller, Get, Inject } from '@nestjs/common';
import { weeklyReportListResponseSchema, type WeeklyReport, type WeeklyReportListResponse } from '@buildmentor/contracts';
import { type Doc } from '@buildmentor/read-store';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ReadModels } from '../../infrastructure/read-models.service';

type WeeklyReportView = Doc & WeeklyReport;

export const listReportsDoc: RouteDoc = {
  method: 'get', path: '/api/admin/reports', summary: 'Admin: past weekly reports, newest first', tag: 'admin', auth: true, adminOnly: true, response: weeklyReportListResponseSchema, errors: [403], readYourWrites: true,
};

@Controller('admin')
export class ListReportsController {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  @AdminOnly()
  @Get('reports')
  async list(): Promise<WeeklyReportListResponse> {
    const docs = await (await this.readModels.collection<WeeklyReportView>('weekly_reports')).find({}, { sort: { generated_at: -1 }, limit: 200 });
    const reports = docs.map(({ report_id, generated_by, generated_at, period_start, period_end, stats, summary }) => ({ report_id, generated_by, generated_at, period_start, period_end, stats, summary }));
    return { reports, total_count: await (await this.readModels.collection<WeeklyReportView>('weekly_reports')).countDocuments({}) };
  }
}
