import type { EventOf } from '@buildmentor/contracts';

/** Events on stream `voucher-<CODE>`: creation, each redemption, revocation. */
export type VoucherCreated = EventOf<'VoucherCreated'>;
export type VoucherRedeemed = EventOf<'VoucherRedeemed'>;
export type VoucherRevoked = EventOf<'VoucherRevoked'>;

export type VoucherEvent = VoucherCreated | VoucherRedeemed | VoucherRevoked;
