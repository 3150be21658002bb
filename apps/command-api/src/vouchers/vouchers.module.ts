import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { area, controllersOf, slice } from '../http/area';
import { CreateVoucherHandler } from './create-voucher/create-voucher.handler';
import { CreateVoucherController, createVoucherDoc } from './create-voucher/create-voucher.http.controller';
import { GetVoucherStatusHandler } from './get-voucher-status/get-voucher-status.handler';
import {
  GetVoucherStatusController,
  getVoucherStatusDoc,
} from './get-voucher-status/get-voucher-status.http.controller';
import { ListVouchersHandler } from './list-vouchers/list-vouchers.handler';
import { ListVouchersController, listVouchersDoc } from './list-vouchers/list-vouchers.http.controller';
import { RedeemVoucherHandler } from './redeem-voucher/redeem-voucher.handler';
import { RedeemVoucherController, redeemVoucherDoc } from './redeem-voucher/redeem-voucher.http.controller';
import { RevokeVoucherHandler } from './revoke-voucher/revoke-voucher.handler';
import { RevokeVoucherController, revokeVoucherDoc } from './revoke-voucher/revoke-voucher.http.controller';

const SLICES = [
  slice(CreateVoucherController, createVoucherDoc),
  slice(ListVouchersController, listVouchersDoc),
  slice(RevokeVoucherController, revokeVoucherDoc),
  slice(RedeemVoucherController, redeemVoucherDoc),
  slice(GetVoucherStatusController, getVoucherStatusDoc),
];

/** Vouchers: created, listed and revoked by admins (AuthModule for `@AdminOnly()`), redeemed by users. */
@Module({
  imports: [AuthModule],
  controllers: controllersOf(SLICES),
  providers: [
    CreateVoucherHandler,
    ListVouchersHandler,
    RevokeVoucherHandler,
    RedeemVoucherHandler,
    GetVoucherStatusHandler,
  ],
})
export class VouchersModule {}

export const VOUCHERS_AREA = area(VouchersModule, SLICES);
