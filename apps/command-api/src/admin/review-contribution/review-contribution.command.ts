import { type ReviewContributionRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class ReviewContributionCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly contributionId: string,
    readonly request: ReviewContributionRequest,
    readonly correlationId: string,
  ) {}
}
