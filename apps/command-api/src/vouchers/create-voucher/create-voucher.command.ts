import { Command } from '@nestjs/cqrs';
import { type CreateVoucherResponse, type VOUCHER_TIERS } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** What the admin asks for; a code left out is generated. */
export interface NewVoucher {
  code: string | null;
  tier: (typeof VOUCHER_TIERS)[number];
  durationDays: number;
  maxRedemptions: number;
  /** The instant after which the code no longer works; null for no expiry. */
  expiresAt: string | null;
  note: string;
}

export class CreateVoucherCommand extends Command<CreateVoucherResponse> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly voucher: NewVoucher,
    readonly correlationId: string,
  ) {
    super();
  }
}
