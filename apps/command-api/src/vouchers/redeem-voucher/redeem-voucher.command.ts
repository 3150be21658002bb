import { type AuthenticatedUser } from '../../http/request-context';

export class RedeemVoucherCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly code: string,
    readonly correlationId: string,
  ) {}
}
