import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ShareResponse } from '@buildmentor/contracts';
import { conversationDecider, ConversationNotFoundError } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { ShareConversationCommand } from './share-conversation.command';
import { newShareToken, sharePath } from './share-link';

/**
 * Shares one of the caller's conversations. The token is drawn here (ids enter through the handler,
 * deciders stay pure) and used only if the conversation is not shared yet: the decider keeps an
 * existing link, so sharing twice returns the same one and appends nothing.
 */
@CommandHandler(ShareConversationCommand)
export class ShareConversationHandler implements ICommandHandler<ShareConversationCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, conversationId, correlationId }: ShareConversationCommand): Promise<ShareResponse> {
    const { state, position } = await this.runner.run(
      conversationDecider,
      `conversation-${conversationId}`,
      {
        type: 'ShareConversation',
        data: { conversationId, userId: user.userId, token: newShareToken() },
      },
      commandContext(user.userId, correlationId, this.clock()),
    );
    if (state.status !== 'active' || state.shareToken === null) throw ConversationNotFoundError();
    return { url: sharePath(state.shareToken), token: state.shareToken, position };
  }
}
