import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type SubmittedResponse } from '@buildmentor/contracts';
import { feedbackDecider } from '@buildmentor/domain';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { deterministicId } from '../../shared/event-ids';
import { ownMessage } from '../message-ownership';
import { SubmitFeedbackCommand } from './submit-feedback.command';

/**
 * Thumbs up/down with a comment; one feedback per user and answer, a later vote replaces it. The
 * answer must be one of the caller's own (else 404); its conversation is recorded with the vote.
 */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ user, feedback, correlationId }: SubmitFeedbackCommand): Promise<SubmittedResponse> {
    const { conversationId } = await ownMessage(
      this.readModels,
      this.eventStore,
      user.userId,
      feedback.messageId,
      feedback.conversationId,
    );
    const feedbackId = deterministicId('feedback', user.userId, feedback.messageId);
    const result = await this.runner.run(
      feedbackDecider,
      `feedback-${feedbackId}`,
      {
        type: 'SubmitFeedback',
        data: {
          feedbackId,
          userId: user.userId,
          userEmail: user.email,
          messageId: feedback.messageId,
          conversationId,
          feedbackType: feedback.feedbackType,
          comment: feedback.comment,
        },
      },
      commandContext(user.userId, correlationId, this.clock()),
    );
    return {
      success: true,
      id: feedbackId,
      // The spec's success alert, with the configured product name.
      message: `Thank you for your feedback! Your input helps improve ${this.config.PRODUCT_NAME} and is stored for our development team review.`,
      position: result.position,
    };
  }
}
