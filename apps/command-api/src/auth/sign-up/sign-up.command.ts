import { type PasswordSignUpRequest } from '@buildmentor/contracts';

export class SignUpCommand {
  constructor(
    readonly request: PasswordSignUpRequest,
    readonly clientAddress: string,
    readonly correlationId: string,
  ) {}
}
