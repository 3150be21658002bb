import { Command } from '@nestjs/cqrs';
import { type RedeemVoucherResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class RedeemVoucherCommand extends Command<RedeemVoucherResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly code: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
