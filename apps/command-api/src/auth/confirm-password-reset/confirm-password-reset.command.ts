import { Command } from '@nestjs/cqrs';
import { type MessageResponse } from '@buildmentor/contracts';

export class ConfirmPasswordResetCommand extends Command<MessageResponse> {
  constructor(
    /** The single-use token from the reset mail. */
    readonly token: string,
    readonly password: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
