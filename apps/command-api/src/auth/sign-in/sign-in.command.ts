import { Command } from '@nestjs/cqrs';
import { type SignInResponse } from '@buildmentor/contracts';

export class SignInCommand extends Command<SignInResponse> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** Failed attempts are throttled per (address, client) pair. */
    readonly clientAddress: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
