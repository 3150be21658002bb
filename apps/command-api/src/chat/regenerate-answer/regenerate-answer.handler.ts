import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AskResponse } from '@buildmentor/contracts';
import { ConversationNotFoundError, conversationDecider, questionToAskAgain } from '@buildmentor/domain';
import { DeciderRunner } from '../../shared/decider-runner';
import { AskQuestionCommand } from '../ask-question/ask-question.command';
import { RegenerateAnswerCommand } from './regenerate-answer.command';

/**
 * Regenerate is an ask: the conversation's last question, asked again through AskQuestionCommand,
 * so it is paid for, answered, streamed, failed and refunded exactly as any question is (one
 * place for all of that). This handler only finds what to ask from the conversation stream (the
 * write side: the answer the user just saw may not be projected yet); the decider, given
 * `regenerates`, refuses anything but the last, settled question, and the ask checks that before
 * it reserves quota.
 */
@CommandHandler(RegenerateAnswerCommand)
export class RegenerateAnswerHandler implements ICommandHandler<RegenerateAnswerCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({
    user,
    regeneration,
    correlationId,
    listener,
  }: RegenerateAnswerCommand): Promise<AskResponse> {
    const { conversationId, questionId, clientRequestId } = regeneration;
    const conversation = await this.runner.load(conversationDecider, `conversation-${conversationId}`);
    // Another user's conversation reads as not found, as it does for an ask.
    if (conversation.status !== 'active' || conversation.userId !== user.userId)
      throw ConversationNotFoundError();
    const { question, enhanced } = questionToAskAgain(conversation, questionId);
    return this.commands.execute(
      new AskQuestionCommand(
        user,
        {
          question,
          conversationId,
          clientRequestId,
          enhanced: regeneration.enhanced ?? enhanced,
          regenerates: questionId,
        },
        correlationId,
        listener,
      ),
    );
  }
}
