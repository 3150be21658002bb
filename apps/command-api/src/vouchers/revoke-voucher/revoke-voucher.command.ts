import { type AuthenticatedUser } from '../../http/request-context';

export class RevokeVoucherCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly code: string,
    readonly reason: string,
    readonly correlationId: string,
  ) {}
}
