import { Controller, Get, Inject, Query } from '@nestjs/common';
import { adminFeedbackQuerySchema, adminFeedbackResponseSchema, type AdminFeedbackResponse } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type FeedbackView } from '../admin-read-models';
import { sydneyDay, sydneyDayStart } from '../sydney-days';

export const listFeedbackDoc: RouteDoc = {
  method: 'get', path: '/api/admin/feedback', summary: 'Admin: feedback on answers, newest first, with the dashboard counts', tag: 'admin', auth: true, adminOnly: true, query: adminFeedbackQuerySchema, response: adminFeedbackResponseSchema, errors: [403], readYourWrites: true,
};

/** The /admin/feedback dashboard: the list (limit 100, optional type) and total/positive/negative/today. */
@Controller('admin')
export class ListFeedbackController {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @AdminOnly()
  @Get('feedback')
  async list(@Query() query: unknown): Promise<AdminFeedbackResponse> {
    const { limit, feedback_type } = parseRequest(adminFeedbackQuerySchema, query, 'query');
    const feedback = await this.readModels.collection<FeedbackView>('feedback');
    const filter = feedback_type ? { feedback_type } : {};
    const todayStart = sydneyDayStart(sydneyDay(this.clock().toISOString()));
    const [rows, matching, total, positive, negative, today] = await Promise.all([
      feedback.find(filter, { sort: { timestamp: -1 }, limit }),
      feedback.countDocuments(filter),
      feedback.countDocuments({}),
      feedback.countDocuments({ feedback_type: 'positive' }),
      feedback.countDocuments({ feedback_type: 'negative' }),
      feedback.countDocuments({ timestamp: { $gte: todayStart } }),
    ]);
    return {
      feedback: rows.map((f) => ({
        feedback_id: f.feedback_id,
        message_id: f.message_id,
        feedback_type: f.feedback_type,
        comment: f.comment,
        user_email: f.user_email,
        timestamp: f.timestamp,
        status: f.status,
      })),
      total_count: matching,
      counts: { total, positive, negative, today },
    };
  }
}
