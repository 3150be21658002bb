import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type SubmittedResponse } from '@buildmentor/contracts';
import { feedbackDecider } from '@buildmentor/domain';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { deterministicId, newId } from '../../shared/event-ids';
import { ownMessage } from '../message-ownership';
import { SubmitFeedbackCommand } from './submit-feedback.command';

/**
 * Thumbs up/down with a comment; one feedback per user and answer, a later vote replaces it. The
 * answer must be one of the caller's own (else 404); its conversation is recorded with the vote.
 */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand, SubmittedResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ user, request, correlationId }: SubmitFeedbackCommand): Promise<SubmittedResponse> {
    const { conversationId } = await ownMessage(this.readModels, this.eventStore, user.uid, request.message_id, request.session_id);
    const feedbackId = deterministicId('feedback', user.uid, request.message_id);
    const context = { actorId: user.uid, correlationId, causationId: newId(), at: this.clock() };
    const result = await withHttpPaths({ comment: 'body.comment' }, () =>
      this.runner.run(feedbackDecider, `feedback-${feedbackId}`, {
        type: 'SubmitFeedback',
        data: {
          feedbackId,
          userId: user.uid,
          userEmail: user.email,
          messageId: request.message_id,
          conversationId,
          feedbackType: request.feedback_type,
          comment: request.comment,
        },
      }, context),
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
