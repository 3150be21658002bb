import { Command } from '@nestjs/cqrs';
import { type ShareRevokedResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** Stop sharing one of the caller's conversations: its link opens nothing any more. */
export class RevokeConversationShareCommand extends Command<ShareRevokedResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly conversationId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
