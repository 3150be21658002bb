import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type WeeklyReportListResponse } from '@buildmentor/contracts';
import { WEEKLY_REPORTS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { peopleNamer } from '../../shared/people-namer';
import { ListReportsQuery } from './list-reports.query';

/** Past weekly reports, newest first (at most 200), each with its author named, and the count of all. */
@QueryHandler(ListReportsQuery)
export class ListReportsHandler implements IQueryHandler<ListReportsQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute(): Promise<WeeklyReportListResponse> {
    const reportDocs = await this.readModels.collection(WEEKLY_REPORTS);
    const docs = await reportDocs.find({}, { sort: { generated_at: -1 }, limit: 200 });
    const person = await peopleNamer(
      this.readModels,
      docs.map((d) => d.generated_by),
    );
    const reports = docs.map(
      ({ report_id, generated_by, generated_at, period_start, period_end, stats, summary }) => ({
        report_id,
        generated_by,
        generated_by_person: person(generated_by),
        generated_at,
        period_start,
        period_end,
        stats,
        summary,
      }),
    );
    return { reports, total_count: await reportDocs.countDocuments({}) };
  }
}
