import { Command } from '@nestjs/cqrs';
import { type ShareResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** Publish one of the caller's conversations through a read-only link (the same link if it is). */
export class ShareConversationCommand extends Command<ShareResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly conversationId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
