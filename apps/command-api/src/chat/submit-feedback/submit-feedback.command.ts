import { Command } from '@nestjs/cqrs';
import { type FeedbackType, type SubmittedResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** A vote on one of the caller's answers. */
export interface Feedback {
  messageId: string;
  /** The answer's conversation when the client names it (checked to be the message's). */
  conversationId: string | null;
  feedbackType: FeedbackType;
  comment: string;
}

export class SubmitFeedbackCommand extends Command<SubmittedResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly feedback: Feedback,
    readonly correlationId: string,
  ) {
    super();
  }
}
