import { DeciderSpecification } from '../shared/decider-spec';
import type { CreateVoucher, RedeemVoucher, RevokeVoucher } from './voucher.commands';
import * as voucherDecider from './voucher.decider';
import type { VoucherEvent } from './voucher.events';

const definition = {
  code: 'SITE-2026',
  tier: 'pro' as const,
  durationDays: 30,
  maxRedemptions: 2,
  expiresAt: '2026-06-30T14:00:00.000Z',
  createdBy: 'admin1',
  note: 'Trade show',
};
const create = (patch: Partial<CreateVoucher['data']> = {}): CreateVoucher => ({
  type: 'CreateVoucher',
  data: { ...definition, at: '2026-03-01T00:00:00.000Z', ...patch },
});
const redeem = (userId: string, at = '2026-03-02T00:00:00.000Z'): RedeemVoucher => ({
  type: 'RedeemVoucher',
  data: { code: 'SITE-2026', userId, at },
});
const revoke = (reason = 'Posted on a forum'): RevokeVoucher => ({
  type: 'RevokeVoucher',
  data: { code: 'SITE-2026', revokedBy: 'admin1', reason },
});

const created: VoucherEvent = { type: 'VoucherCreated', data: definition };
const redeemed = (userId: string, redemptionNumber: number): VoucherEvent => ({
  type: 'VoucherRedeemed',
  data: { code: 'SITE-2026', userId, tier: 'pro', durationDays: 30, redemptionNumber },
});
const revoked: VoucherEvent = {
  type: 'VoucherRevoked',
  data: { code: 'SITE-2026', revokedBy: 'admin1', reason: 'Posted on a forum' },
};

describe('voucher decider', () => {
  const spec = DeciderSpecification.for(voucherDecider);

  describe('no voucher', () => {
    const given = spec.given([]);
    it('creates a voucher', () => given.when(create({ note: ' Trade show ' })).then([created]));
    it('creates one without expiry', () =>
      given
        .when(create({ expiresAt: null }))
        .then([{ type: 'VoucherCreated', data: { ...definition, expiresAt: null } }]));
    it('refuses a definition that cannot work, naming every field', () => {
      const error = given
        .when(
          create({
            code: 'ab',
            tier: 'starter',
            durationDays: 0,
            maxRedemptions: 0,
            expiresAt: '2026-02-01T00:00:00.000Z',
          }),
        )
        .thenThrows('VOUCHER.INVALID');
      expect(error.issues.map((i) => i.path)).toEqual([
        'code',
        'tier',
        'durationDays',
        'maxRedemptions',
        'expiresAt',
      ]);
    });
    it('cannot be redeemed', () => {
      given.when(redeem('u1')).thenThrows('VOUCHER.NOT_FOUND');
    });
    it('cannot be revoked', () => {
      given.when(revoke()).thenThrows('VOUCHER.NOT_FOUND');
    });
  });

  describe('created', () => {
    const given = spec.given([created]);
    it('ignores the same creation retried', () => given.when(create()).thenNothingHappens());
    it('refuses a different voucher under the same code', () => {
      given.when(create({ tier: 'consultant' })).thenThrows('VOUCHER.ALREADY_EXISTS');
    });
    it('records the first redemption with its number', () =>
      given.when(redeem('u1')).then([redeemed('u1', 1)]));
    it('refuses a redemption at the expiry instant', () => {
      const error = given.when(redeem('u1', '2026-06-30T14:00:00.000Z')).thenThrows('VOUCHER.EXPIRED');
      expect(error.message).toBe('This voucher has expired.');
    });
    it('is revoked with a reason', () => given.when(revoke(' Posted on a forum ')).then([revoked]));
    it('refuses a revocation without a reason', () => {
      given.when(revoke('  ')).thenThrows('VOUCHER.REVOKE_REASON_REQUIRED');
    });
  });

  describe('redeemed once', () => {
    const given = spec.given([created, redeemed('u1', 1)]);
    it('refuses the same user twice', () => {
      given.when(redeem('u1')).thenThrows('VOUCHER.ALREADY_REDEEMED');
    });
    it('records the next user as redemption 2', () => given.when(redeem('u2')).then([redeemed('u2', 2)]));
  });

  describe('fully redeemed', () => {
    const given = spec.given([created, redeemed('u1', 1), redeemed('u2', 2)]);
    it('refuses anyone over the maximum', () => {
      given.when(redeem('u3')).thenThrows('VOUCHER.EXHAUSTED');
    });
    it('still tells an earlier user they already redeemed it', () => {
      given.when(redeem('u2')).thenThrows('VOUCHER.ALREADY_REDEEMED');
    });
  });

  describe('revoked', () => {
    const given = spec.given([created, revoked]);
    it('refuses redemptions', () => {
      given.when(redeem('u1')).thenThrows('VOUCHER.REVOKED');
    });
    it('ignores a second revocation', () => given.when(revoke('Again')).thenNothingHappens());
  });
});
