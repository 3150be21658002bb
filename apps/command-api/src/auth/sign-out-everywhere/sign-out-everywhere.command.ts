import { type AuthenticatedUser } from '../../http/request-context';

export class SignOutEverywhereCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly correlationId: string,
  ) {}
}
