import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { voucherRedemptionsProjection, type VoucherRedemptionDoc } from './voucher-redemptions.projection';
import { vouchersProjection, type VoucherDoc } from './vouchers.projection';

const created = EVENT_DATA_SAMPLES.VoucherCreated;
const redeemed = EVENT_DATA_SAMPLES.VoucherRedeemed;
const revoked = EVENT_DATA_SAMPLES.VoucherRevoked;

describe('vouchers projection', () => {
  it('VoucherCreated lists the code with no redemptions', () => {
    const h = new ProjectionHarness<VoucherDoc>(vouchersProjection);
    h.apply(h.event('VoucherCreated', created, '2026-03-01T00:00:00.000Z'));
    expect(h.get('WELCOME-2025')).toMatchObject({
      tier: 'pro',
      duration_days: 35,
      max_redemptions: 100,
      redemption_count: 0,
      expires_at: created.expiresAt,
      created_by: 'admin1',
      created_at: '2026-03-01T00:00:00.000Z',
      revoked_at: null,
    });
  });

  it('VoucherRedeemed counts each redemption', () => {
    const h = new ProjectionHarness<VoucherDoc>(vouchersProjection);
    h.apply(
      h.event('VoucherCreated', created),
      h.event('VoucherRedeemed', redeemed),
      h.event(
        'VoucherRedeemed',
        { ...redeemed, userId: 'u2', redemptionNumber: 2 },
        '2026-03-03T00:00:00.000Z',
      ),
    );
    expect(h.get('WELCOME-2025')).toMatchObject({
      redemption_count: 2,
      last_redeemed_at: '2026-03-03T00:00:00.000Z',
    });
  });

  it('VoucherRevoked records who, when and why', () => {
    const h = new ProjectionHarness<VoucherDoc>(vouchersProjection);
    h.apply(
      h.event('VoucherCreated', created),
      h.event('VoucherRevoked', revoked, '2026-03-04T00:00:00.000Z'),
    );
    expect(h.get('WELCOME-2025')).toMatchObject({
      revoked_at: '2026-03-04T00:00:00.000Z',
      revoked_by: 'admin1',
      revoke_reason: 'Leaked publicly',
    });
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<VoucherDoc>(vouchersProjection);
    const events = [
      h.event('VoucherCreated', created),
      h.event('VoucherRedeemed', redeemed),
      h.event('VoucherRedeemed', { ...redeemed, userId: 'u2', redemptionNumber: 2 }),
      h.event('VoucherRevoked', revoked),
    ];
    const { once, twice } = onceAndTwice(vouchersProjection, events);
    expect(once['WELCOME-2025']).toMatchObject({ redemption_count: 2 });
    expect(twice).toEqual(once);
  });
});

describe('voucher redemptions projection', () => {
  it('VoucherRedeemed gives the user a row with the plan end', () => {
    const h = new ProjectionHarness<VoucherRedemptionDoc>(voucherRedemptionsProjection);
    h.apply(h.event('VoucherRedeemed', redeemed, '2026-03-01T00:00:00.000Z'));
    expect(h.get('WELCOME-2025:u1')).toMatchObject({
      user_id: 'u1',
      tier: 'pro',
      redemption_number: 1,
      redeemed_at: '2026-03-01T00:00:00.000Z',
      ends_at: '2026-04-05T00:00:00.000Z',
    });
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<VoucherRedemptionDoc>(voucherRedemptionsProjection);
    const events = [
      h.event('VoucherRedeemed', redeemed),
      h.event('VoucherRedeemed', { ...redeemed, userId: 'u2', redemptionNumber: 2 }),
    ];
    const { once, twice } = onceAndTwice(voucherRedemptionsProjection, events);
    expect(Object.keys(once)).toEqual(['WELCOME-2025:u1', 'WELCOME-2025:u2']);
    expect(twice).toEqual(once);
  });
});
