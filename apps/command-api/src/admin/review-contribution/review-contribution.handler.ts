import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ReviewContributionResponse } from '@buildmentor/contracts';
import { contributionDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { ReviewContributionCommand } from './review-contribution.command';

/**
 * Approve or reject a contribution. The admin check happened in the guard; the decider refuses
 * an unknown contribution (404) and one already decided otherwise (409), and treats the same
 * decision by the same admin again as a retry.
 */
@CommandHandler(ReviewContributionCommand)
export class ReviewContributionHandler implements ICommandHandler<ReviewContributionCommand, ReviewContributionResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ admin, contributionId, request, correlationId }: ReviewContributionCommand): Promise<ReviewContributionResponse> {
    const context = { actorId: admin.uid, correlationId, causationId: newId(), at: this.clock() };
    const notes = request.review_notes ?? '';
    const result = await this.runner.run(contributionDecider, `contribution-${contributionId}`, {
      type: 'ReviewContribution',
      data: { contributionId, reviewerId: admin.uid, status: request.status, notes },
    }, context);
    return { success: true, id: contributionId, status: request.status, review_notes: notes.trim(), position: result.position };
  }
}
