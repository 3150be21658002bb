import { Command } from '@nestjs/cqrs';
import { type SignInResponse } from '@buildmentor/contracts';

/** What Google sent back (null when the callback's query was malformed) and the state this browser kept. */
export interface GoogleCallback {
  code: string;
  state: string;
}

export class CompleteGoogleSignInCommand extends Command<SignInResponse> {
  constructor(
    readonly callback: GoogleCallback | null,
    readonly cookieState: string | null,
    readonly correlationId: string,
  ) {
    super();
  }
}
