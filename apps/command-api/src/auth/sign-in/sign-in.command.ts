import { type PasswordSignInRequest } from '@buildmentor/contracts';

export class SignInCommand {
  constructor(
    readonly request: PasswordSignInRequest,
    readonly clientAddress: string,
    readonly correlationId: string,
  ) {}
}
