import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { adminFeedbackQuerySchema, adminFeedbackResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { ListFeedbackQuery } from './list-feedback.query';

export const listFeedbackDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/feedback',
  summary: 'Admin: feedback on answers, newest first, with the dashboard counts',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  query: adminFeedbackQuerySchema,
  response: adminFeedbackResponseSchema,
  errors: [403],
  readYourWrites: true,
};

@Controller('admin')
export class ListFeedbackController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('feedback')
  list(@Query() query: unknown) {
    const { limit, feedback_type } = parseRequest(adminFeedbackQuerySchema, query, 'query');
    return this.queries.execute(new ListFeedbackQuery(limit, feedback_type ?? null));
  }
}
