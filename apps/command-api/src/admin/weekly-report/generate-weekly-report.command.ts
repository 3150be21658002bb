import { type AuthenticatedUser } from '../../http/request-context';

export class GenerateWeeklyReportCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    /** Last Australia/Sydney day of the week; null for today. */
    readonly periodEnd: string | null,
    readonly correlationId: string,
  ) {}
}
