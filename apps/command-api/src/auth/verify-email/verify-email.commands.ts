import { type AuthenticatedUser } from '../../http/request-context';

/** The token from the link; the link works in any browser, signed in or not. */
export class VerifyEmailCommand {
  constructor(
    readonly token: string,
    readonly correlationId: string,
  ) {}
}

export class ResendVerificationCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientAddress: string,
    readonly correlationId: string,
  ) {}
}
