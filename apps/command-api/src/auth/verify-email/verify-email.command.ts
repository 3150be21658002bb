import { Command } from '@nestjs/cqrs';
import { type VerifyEmailResponse } from '@buildmentor/contracts';

/** The token from the link; the link works in any browser, signed in or not. */
export class VerifyEmailCommand extends Command<VerifyEmailResponse> {
  constructor(
    readonly token: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
