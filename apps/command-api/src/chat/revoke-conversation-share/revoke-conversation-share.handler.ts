import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ShareRevokedResponse } from '@buildmentor/contracts';
import { conversationDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { RevokeConversationShareCommand } from './revoke-conversation-share.command';

/**
 * Revokes the conversation's link. Revoking a conversation that is not shared succeeds and
 * appends nothing (the outcome the caller wants is already true); someone else's is not found.
 */
@CommandHandler(RevokeConversationShareCommand)
export class RevokeConversationShareHandler implements ICommandHandler<RevokeConversationShareCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    user,
    conversationId,
    correlationId,
  }: RevokeConversationShareCommand): Promise<ShareRevokedResponse> {
    const { position } = await this.runner.run(
      conversationDecider,
      `conversation-${conversationId}`,
      { type: 'RevokeConversationShare', data: { conversationId, userId: user.userId } },
      commandContext(user.userId, correlationId, this.clock()),
    );
    return { revoked: true, position };
  }
}
