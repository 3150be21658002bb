import { type BillingAccountView, billingView } from './billing-view';

const now = new Date('2026-03-10T00:00:00.000Z');
const plan = (patch: Partial<BillingAccountView['plans'][number]>): BillingAccountView['plans'][number] => ({
  reference: 'sub_1',
  tier: 'pro',
  status: 'active',
  reason: null,
  since: '2026-03-01T00:00:00.000Z',
  ends_at: null,
  provider_status: null,
  ...patch,
});
const account = (patch: Partial<BillingAccountView> = {}): BillingAccountView => ({
  customers: { stripe: 'cus_1' },
  plans: [],
  open_failures: [],
  ...patch,
});

describe('billingView (the profile billing card)', () => {
  it('offers the portal only with a provider portal and a customer there', () => {
    expect(billingView(account(), 'stripe', true, now).portal_available).toBe(true);
    expect(billingView(account({ customers: {} }), 'stripe', true, now).portal_available).toBe(false);
    expect(
      billingView(account({ customers: { demo: 'demo_cus_1' } }), 'stripe', true, now).portal_available,
    ).toBe(false);
    expect(billingView(account(), 'demo', false, now).portal_available).toBe(false);
    expect(billingView(null, 'stripe', true, now)).toEqual({
      provider: 'stripe',
      portal_available: false,
      plan: null,
      payment_issue: null,
    });
  });

  it('shows the plan needing attention first, then the running one, then the latest ended', () => {
    const ended = plan({
      reference: 'sub_0',
      status: 'ended',
      reason: 'canceled',
      since: '2026-03-05T00:00:00.000Z',
    });
    const running = plan({ reference: 'sub_1' });
    const held = plan({
      reference: 'sub_2',
      status: 'suspended',
      reason: 'unpaid',
      since: '2026-03-02T00:00:00.000Z',
    });
    expect(billingView(account({ plans: [ended, running, held] }), 'stripe', true, now).plan).toMatchObject({
      status: 'suspended',
      reason: 'unpaid',
    });
    expect(billingView(account({ plans: [ended, running] }), 'stripe', true, now).plan).toMatchObject({
      status: 'active',
    });
    expect(billingView(account({ plans: [ended] }), 'stripe', true, now).plan).toMatchObject({
      status: 'ended',
      reason: 'canceled',
    });
  });

  it('forgets a Day Pass past its 24 hours', () => {
    const pass = plan({ reference: 'cs_1', tier: 'day_pass', ends_at: '2026-03-09T00:00:00.000Z' });
    expect(billingView(account({ plans: [pass] }), 'stripe', true, now).plan).toBeNull();
  });

  it('shows the latest failed renewal still unpaid', () => {
    const failure = {
      invoice_id: 'in_1',
      amount_due: 1790,
      currency: 'aud',
      attempt: 2,
      next_attempt_at: '2026-03-12T00:00:00.000Z',
      reason: 'Declined',
      failed_at: '2026-03-09T00:00:00.000Z',
    };
    expect(billingView(account({ open_failures: [failure] }), 'stripe', true, now).payment_issue).toEqual({
      amount_due: 1790,
      currency: 'aud',
      attempt: 2,
      failed_at: failure.failed_at,
      next_attempt_at: failure.next_attempt_at,
      message: 'Declined',
    });
  });
});
