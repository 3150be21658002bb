import { Query } from '@nestjs/cqrs';
import { type AdminFeedbackResponse, type FeedbackType } from '@buildmentor/contracts';

export class ListFeedbackQuery extends Query<AdminFeedbackResponse> {
  constructor(
    readonly limit: number,
    /** Only votes of this type; null for both. */
    readonly feedbackType: FeedbackType | null,
  ) {
    super();
  }
}
