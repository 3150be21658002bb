import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type VoucherRedemption, type VoucherStatusResponse } from '@buildmentor/contracts';
import { VOUCHER_REDEMPTIONS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { GetVoucherStatusQuery } from './get-voucher-status.query';

/** The signed-in user's redemptions, newest first, and the one whose plan runs now (if any). */
@QueryHandler(GetVoucherStatusQuery)
export class GetVoucherStatusHandler implements IQueryHandler<GetVoucherStatusQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user }: GetVoucherStatusQuery): Promise<VoucherStatusResponse> {
    const docs = await (
      await this.readModels.collection(VOUCHER_REDEMPTIONS)
    ).find({ user_id: user.userId }, { sort: { redeemed_at: -1 } });
    const now = this.clock().getTime();
    const redemptions = docs.map((d): VoucherRedemption => ({
      code: d.code,
      // Redeemed vouchers carry a voucher tier (the create request's schema).
      tier: d.tier as VoucherRedemption['tier'],
      duration_days: d.duration_days,
      redeemed_at: d.redeemed_at,
      ends_at: d.ends_at,
      active: Date.parse(d.redeemed_at) <= now && now < Date.parse(d.ends_at),
    }));
    const active = redemptions.find((r) => r.active) ?? null;
    return { has_active_voucher: active !== null, active, redemptions };
  }
}
