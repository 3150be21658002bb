import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { billingAccountsProjection, type BillingAccountDoc } from './billing-accounts.projection';

const S = EVENT_DATA_SAMPLES;
const sub = { ...S.SubscriptionActivated, subscriptionId: 'sub_123' };
const harness = () => new ProjectionHarness<BillingAccountDoc>(billingAccountsProjection);

describe('billing_accounts projection', () => {
  it('BillingCustomerLinked records the provider customer once (the first link)', () => {
    const h = harness();
    h.apply(
      h.event('BillingCustomerLinked', S.BillingCustomerLinked),
      h.event('BillingCustomerLinked', { ...S.BillingCustomerLinked, customerId: 'cus_other' }),
    );
    expect(h.get('u1')).toMatchObject({ user_id: 'u1', customers: { stripe: 'cus_123' } });
    h.apply(
      h.event('BillingCustomerLinked', {
        ...S.BillingCustomerLinked,
        provider: 'demo',
        customerId: 'demo_cus_u1',
      }),
    );
    expect(h.get('u1')!.customers).toEqual({ stripe: 'cus_123', demo: 'demo_cus_u1' });
  });

  it('SubscriptionActivated adds a paid plan under its grant; Starter and vouchers are not billing', () => {
    const h = harness();
    h.apply(h.event('SubscriptionActivated', sub));
    expect(h.get('u1')!.plans).toEqual([
      {
        reference: 'sub_123',
        tier: 'pro',
        status: 'active',
        reason: null,
        since: sub.startsAt,
        ends_at: null,
        provider_status: null,
      },
    ]);
    const other = harness();
    other.apply(
      other.event('SubscriptionActivated', {
        ...S.SubscriptionActivated,
        tier: 'starter',
        reference: 'starter',
      }),
      other.event('SubscriptionActivated', {
        ...S.SubscriptionActivated,
        source: 'voucher',
        reference: 'V1',
        endsAt: '2025-04-01T00:00:00.000Z',
      }),
    );
    expect(other.get('u1')).toBeUndefined();
  });

  it('SubscriptionStatusChanged keeps the provider status for the card', () => {
    const h = harness();
    h.apply(
      h.event('SubscriptionActivated', sub),
      h.event('SubscriptionStatusChanged', S.SubscriptionStatusChanged),
    );
    expect(h.get('u1')!.plans[0]).toMatchObject({ status: 'active', provider_status: 'past_due' });
  });

  it('SubscriptionSuspended and SubscriptionResumed move the plan between active and suspended with the reason', () => {
    const h = harness();
    h.apply(h.event('SubscriptionActivated', sub), h.event('SubscriptionSuspended', S.SubscriptionSuspended));
    expect(h.get('u1')!.plans[0]).toMatchObject({
      status: 'suspended',
      reason: 'unpaid',
      since: S.SubscriptionSuspended.at,
    });
    h.apply(h.event('SubscriptionResumed', S.SubscriptionResumed));
    expect(h.get('u1')!.plans[0]).toMatchObject({
      status: 'active',
      reason: null,
      since: S.SubscriptionResumed.at,
    });
  });

  it('SubscriptionEnded is final: a later suspension or resumption does not revive it', () => {
    const h = harness();
    h.apply(
      h.event('SubscriptionActivated', sub),
      h.event('SubscriptionEnded', { ...S.SubscriptionEnded, reason: 'canceled' }),
      h.event('SubscriptionResumed', S.SubscriptionResumed),
    );
    expect(h.get('u1')!.plans[0]).toMatchObject({
      status: 'ended',
      reason: 'canceled',
      since: S.SubscriptionEnded.endedAt,
    });
  });

  it('InvoicePaymentFailed shows the latest failed attempt of an unpaid invoice, InvoicePaid clears it', () => {
    const h = harness();
    h.apply(
      h.event('InvoicePaymentFailed', S.InvoicePaymentFailed, '2026-03-01T00:00:00.000Z'),
      h.event('InvoicePaymentFailed', { ...S.InvoicePaymentFailed, attempt: 2 }, '2026-03-04T00:00:00.000Z'),
    );
    expect(h.get('u1')!.open_failures).toEqual([
      {
        invoice_id: 'in_2',
        amount_due: 1790,
        currency: 'aud',
        attempt: 2,
        next_attempt_at: S.InvoicePaymentFailed.nextAttemptAt,
        reason: S.InvoicePaymentFailed.reason,
        failed_at: '2026-03-04T00:00:00.000Z',
      },
    ]);
    h.apply(h.event('InvoicePaid', { ...S.InvoicePaid, invoiceId: 'in_2' }));
    expect(h.get('u1')).toMatchObject({ open_failures: [], paid_invoice_ids: ['in_2'] });
  });

  it('an older failed attempt arriving after a newer one, or after the payment, is not shown', () => {
    const h = harness();
    h.apply(
      h.event('InvoicePaymentFailed', { ...S.InvoicePaymentFailed, attempt: 2 }),
      h.event('InvoicePaymentFailed', S.InvoicePaymentFailed),
    );
    expect(h.get('u1')!.open_failures.map((f) => f.attempt)).toEqual([2]);
    h.apply(
      h.event('InvoicePaid', { ...S.InvoicePaid, invoiceId: 'in_2' }),
      h.event('InvoicePaymentFailed', { ...S.InvoicePaymentFailed, attempt: 3 }),
    );
    expect(h.get('u1')!.open_failures).toEqual([]);
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = harness();
    const events = [
      h.event('BillingCustomerLinked', S.BillingCustomerLinked),
      h.event('SubscriptionActivated', sub),
      h.event('SubscriptionStatusChanged', { ...S.SubscriptionStatusChanged, status: 'unpaid' }),
      h.event('SubscriptionSuspended', S.SubscriptionSuspended),
      h.event('InvoicePaymentFailed', S.InvoicePaymentFailed),
      h.event('SubscriptionResumed', S.SubscriptionResumed),
      h.event('InvoicePaid', S.InvoicePaid),
      h.event('SubscriptionEnded', { ...S.SubscriptionEnded, reason: 'refunded' }),
    ];
    const { once, twice } = onceAndTwice(billingAccountsProjection, events);
    expect(Object.keys(once)).toEqual(['u1']);
    expect(twice).toEqual(once);
  });
});
