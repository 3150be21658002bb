import { Command } from '@nestjs/cqrs';
import { type SignInResponse } from '@buildmentor/contracts';

export class SignUpCommand extends Command<SignInResponse> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** Sign-ups are throttled per (address, client) pair. */
    readonly clientAddress: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
