import { Command } from '@nestjs/cqrs';
import { type RevokeVoucherResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class RevokeVoucherCommand extends Command<RevokeVoucherResponse> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly code: string,
    readonly reason: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
