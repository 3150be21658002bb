import { type DemoSignInRequest } from '@buildmentor/contracts';

/** POST /api/auth/demo, as a command for the CQRS bus. */
export class DemoSignInCommand {
  constructor(
    readonly request: DemoSignInRequest,
    readonly correlationId: string,
  ) {}
}
