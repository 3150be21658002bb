import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SubmittedResponse } from '@buildmentor/contracts';
import { contributionDecider } from '@buildmentor/domain';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { ownMessage } from '../message-ownership';
import { SubmitContributionCommand } from './submit-contribution.command';

/** A knowledge contribution on one of the caller's own answers (else 404), pending admin review. */
@CommandHandler(SubmitContributionCommand)
export class SubmitContributionHandler implements ICommandHandler<SubmitContributionCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({
    user,
    contribution,
    correlationId,
  }: SubmitContributionCommand): Promise<SubmittedResponse> {
    const { conversationId } = await ownMessage(
      this.readModels,
      this.eventStore,
      user.userId,
      contribution.messageId,
      contribution.conversationId,
    );
    const contributionId = newId();
    const result = await this.runner.run(
      contributionDecider,
      `contribution-${contributionId}`,
      {
        type: 'SubmitContribution',
        data: {
          contributionId,
          userId: user.userId,
          messageId: contribution.messageId,
          conversationId,
          contributionText: contribution.contributionText,
          optInCredit: contribution.optInCredit,
        },
      },
      commandContext(user.userId, correlationId, this.clock(), contributionId),
    );
    return {
      success: true,
      id: contributionId,
      message: 'Thank you! Your contribution has been sent for review.',
      position: result.position,
    };
  }
}
