import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ReviewContributionResponse } from '@buildmentor/contracts';
import { contributionDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { ReviewContributionCommand } from './review-contribution.command';

/**
 * Approve or reject a contribution. The admin check happened in the guard; the decider refuses
 * an unknown contribution (404) and one already decided otherwise (409), and treats the same
 * decision by the same admin again as a retry.
 */
@CommandHandler(ReviewContributionCommand)
export class ReviewContributionHandler implements ICommandHandler<ReviewContributionCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    admin,
    contributionId,
    decision,
    notes,
    correlationId,
  }: ReviewContributionCommand): Promise<ReviewContributionResponse> {
    const result = await this.runner.run(
      contributionDecider,
      `contribution-${contributionId}`,
      {
        type: 'ReviewContribution',
        data: { contributionId, reviewerId: admin.userId, status: decision, notes },
      },
      commandContext(admin.userId, correlationId, this.clock()),
    );
    return {
      success: true,
      id: contributionId,
      status: decision,
      review_notes: notes.trim(),
      position: result.position,
    };
  }
}
