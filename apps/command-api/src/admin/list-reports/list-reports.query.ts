import { Query } from '@nestjs/cqrs';
import { type WeeklyReportListResponse } from '@buildmentor/contracts';

export class ListReportsQuery extends Query<WeeklyReportListResponse> {}
