import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminFeedbackResponse } from '@buildmentor/contracts';
import { businessDay, businessDayStart } from '@buildmentor/domain';
import { FEEDBACK } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { ListFeedbackQuery } from './list-feedback.query';

/** The /admin/feedback dashboard: the list (limit 100, optional type) and total/positive/negative/today. */
@QueryHandler(ListFeedbackQuery)
export class ListFeedbackHandler implements IQueryHandler<ListFeedbackQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ limit, feedbackType }: ListFeedbackQuery): Promise<AdminFeedbackResponse> {
    const feedback = await this.readModels.collection(FEEDBACK);
    const filter = feedbackType ? { feedback_type: feedbackType } : {};
    const todayStart = businessDayStart(businessDay(this.clock().toISOString()));
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
