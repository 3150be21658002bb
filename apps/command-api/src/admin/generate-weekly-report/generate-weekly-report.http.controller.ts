import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { weeklyReportRequestSchema, weeklyReportResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { GenerateWeeklyReportCommand } from './generate-weekly-report.command';

export const generateWeeklyReportDoc: RouteDoc = {
  method: 'post',
  path: '/api/admin/reports/weekly',
  summary:
    'Admin: generate the weekly report (the 7 days ending period_end, default today) with changes on the week before',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  body: weeklyReportRequestSchema,
  response: weeklyReportResponseSchema,
  errors: [403],
};

@Controller('admin')
export class GenerateWeeklyReportController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('reports/weekly')
  @HttpCode(200)
  generate(
    @Body() body: unknown,
    @CurrentUser() admin: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { period_end } = parseRequest(weeklyReportRequestSchema, body, 'body');
    return this.commands.execute(new GenerateWeeklyReportCommand(admin, period_end ?? null, correlationId));
  }
}
