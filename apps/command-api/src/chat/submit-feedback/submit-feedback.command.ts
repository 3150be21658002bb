import { type FeedbackRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class SubmitFeedbackCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly request: FeedbackRequest,
    readonly correlationId: string,
  ) {}
}
