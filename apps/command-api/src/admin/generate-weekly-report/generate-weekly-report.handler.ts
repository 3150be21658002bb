import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type WeeklyReportGeneratedData,
  type WeeklyReportResponse,
  weeklyReportStatsView,
} from '@buildmentor/contracts';
import { addDays, businessDay, reportDecider } from '@buildmentor/domain';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { peopleNamer } from '../../shared/people-namer';
import { GenerateWeeklyReportCommand } from './generate-weekly-report.command';
import { WeeklyFigures } from './weekly-figures';
import { weeklySummary } from './weekly-summary';

/**
 * Computes the week's figures (and the week before's, for the changes) from the read models and
 * records them as WeeklyReportGenerated on a new `report-<id>` stream.
 */
@CommandHandler(GenerateWeeklyReportCommand)
export class GenerateWeeklyReportHandler implements ICommandHandler<GenerateWeeklyReportCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(WeeklyFigures) private readonly figures: WeeklyFigures,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ReadModels) private readonly readModels: ReadModels,
  ) {}

  async execute({
    admin,
    periodEnd,
    correlationId,
  }: GenerateWeeklyReportCommand): Promise<WeeklyReportResponse> {
    const at = this.clock();
    const end = periodEnd ?? businessDay(at.toISOString());
    const start = addDays(end, -6);
    const [week, before, totals] = await Promise.all([
      this.figures.week(end),
      this.figures.week(addDays(end, -7)),
      this.figures.allTime(),
    ]);
    const reportId = newId();
    const data: WeeklyReportGeneratedData = {
      reportId,
      generatedBy: admin.userId,
      periodStart: start,
      periodEnd: end,
      stats: {
        ...totals,
        activeUsers: week.activeUsers,
        newUsers: week.newUsers,
        questionsAsked: week.questions,
        positiveFeedback: week.positiveFeedback,
        negativeFeedback: week.negativeFeedback,
      },
      summary: weeklySummary({ start, end }, week, before, totals),
    };
    const context = commandContext(admin.userId, correlationId, at, reportId);
    const result = await this.runner.run(
      reportDecider,
      `report-${reportId}`,
      { type: 'GenerateWeeklyReport', data },
      context,
    );
    const s = data.stats;
    const author = (await peopleNamer(this.readModels, [admin.userId]))(admin.userId);
    return {
      success: true,
      message: data.summary,
      report: {
        report_id: reportId,
        generated_by: admin.userId,
        // The token's email stands in until the projector has seen the admin (a fresh demo account).
        generated_by_person: { ...author, email: author.email ?? admin.email },
        generated_at: at.toISOString(),
        period_start: start,
        period_end: end,
        stats: weeklyReportStatsView(s),
        summary: data.summary,
      },
      position: result.position,
    };
  }
}
