import { Command } from '@nestjs/cqrs';
import { type WeeklyReportResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class GenerateWeeklyReportCommand extends Command<WeeklyReportResponse> {
  constructor(
    readonly admin: AuthenticatedUser,
    /** Last business day of the week; null for today. */
    readonly periodEnd: string | null,
    readonly correlationId: string,
  ) {
    super();
  }
}
