import { Command } from '@nestjs/cqrs';
import { type ContributionReviewDecision, type ReviewContributionResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class ReviewContributionCommand extends Command<ReviewContributionResponse> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly contributionId: string,
    readonly decision: ContributionReviewDecision,
    readonly notes: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
