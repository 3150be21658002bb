import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SubmittedResponse } from '@buildmentor/contracts';
import { contributionDecider } from '@buildmentor/domain';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { ownMessage } from '../message-ownership';
import { SubmitContributionCommand } from './submit-contribution.command';

/** A knowledge contribution on one of the caller's own answers (else 404), pending admin review. */
@CommandHandler(SubmitContributionCommand)
export class SubmitContributionHandler implements ICommandHandler<SubmitContributionCommand, SubmittedResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ user, request, correlationId }: SubmitContributionCommand): Promise<SubmittedResponse> {
    const { conversationId } = await ownMessage(this.readModels, this.eventStore, user.uid, request.message_id, request.session_id);
    const contributionId = newId();
    const context = { actorId: user.uid, correlationId, causationId: contributionId, at: this.clock() };
    const result = await withHttpPaths({ contributionText: 'body.contribution_text' }, () =>
      this.runner.run(contributionDecider, `contribution-${contributionId}`, {
        type: 'SubmitContribution',
        data: {
          contributionId,
          userId: user.uid,
          messageId: request.message_id,
          conversationId,
          contributionText: request.contribution_text,
          optInCredit: request.opt_in_credit,
        },
      }, context),
    );
    return { success: true, id: contributionId, message: 'Thank you! Your contribution has been sent for review.', position: result.position };
  }
}
