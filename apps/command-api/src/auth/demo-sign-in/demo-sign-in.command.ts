import { Command } from '@nestjs/cqrs';
import { type SignInResponse, type UserType } from '@buildmentor/contracts';

/** Who signs in to the demo, and with which button (recorded with the sign-in). */
export interface DemoSignIn {
  /** None: the automatic demo user, or the fixed pro user for userType 'pro'. */
  email: string | null;
  userType: UserType | null;
  /** The browser's random demo key: picks its own pro demo account (userType 'pro' without email). */
  demoKey: string | null;
  method: 'auto' | 'sign_up' | 'sign_in' | 'google';
}

export class DemoSignInCommand extends Command<SignInResponse> {
  constructor(
    readonly demo: DemoSignIn,
    readonly correlationId: string,
  ) {
    super();
  }
}
