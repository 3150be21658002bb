import { Command } from '@nestjs/cqrs';
import { type MessageResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class ResendVerificationCommand extends Command<MessageResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    /** Throttled like a reset request: every request counts against the (user, client) pair. */
    readonly clientAddress: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
