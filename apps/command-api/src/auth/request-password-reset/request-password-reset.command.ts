import { Command } from '@nestjs/cqrs';
import { type MessageResponse } from '@buildmentor/contracts';

export class RequestPasswordResetCommand extends Command<MessageResponse> {
  constructor(
    readonly email: string,
    /** Every request counts against the (address, client) pair, so nobody can flood a mailbox. */
    readonly clientAddress: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
