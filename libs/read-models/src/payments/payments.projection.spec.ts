import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { paymentsProjection, type PaymentDoc } from './payments.projection';

const started = EVENT_DATA_SAMPLES.CheckoutStarted;
const confirmed = EVENT_DATA_SAMPLES.PaymentConfirmed;
const failed = EVENT_DATA_SAMPLES.PaymentFailed;

describe('payments projection', () => {
  it('CheckoutStarted opens a row with the plan, amount and checkout link', () => {
    const h = new ProjectionHarness<PaymentDoc>(paymentsProjection);
    h.apply(h.event('CheckoutStarted', started, '2026-03-01T00:00:00.000Z'));
    expect(h.get('cs_test_1')).toMatchObject({
      user_id: 'u1',
      package_id: 'pro',
      amount_total: 1790,
      currency: 'aud',
      provider: 'demo',
      status: 'open',
      checkout_url: started.checkoutUrl,
      started_at: '2026-03-01T00:00:00.000Z',
    });
  });

  it('PaymentConfirmed marks it paid with the proving event, even before the start is seen', () => {
    const h = new ProjectionHarness<PaymentDoc>(paymentsProjection);
    h.apply(h.event('PaymentConfirmed', confirmed, '2026-03-01T00:05:00.000Z'));
    expect(h.get('cs_test_1')).toMatchObject({
      status: 'paid',
      confirmed_at: '2026-03-01T00:05:00.000Z',
      provider_event_id: 'evt_1',
      started_at: null,
    });
    h.apply(h.event('CheckoutStarted', started, '2026-03-01T00:00:00.000Z'));
    expect(h.get('cs_test_1')).toMatchObject({ status: 'paid', started_at: '2026-03-01T00:00:00.000Z' });
  });

  it('PaymentFailed records how the session ended', () => {
    const h = new ProjectionHarness<PaymentDoc>(paymentsProjection);
    h.apply(
      h.event('CheckoutStarted', started),
      h.event('PaymentFailed', failed, '2026-03-02T00:00:00.000Z'),
    );
    expect(h.get('cs_test_1')).toMatchObject({
      status: 'failed',
      failed_at: '2026-03-02T00:00:00.000Z',
      failure_status: 'expired',
      failure_reason: 'Session expired',
    });
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<PaymentDoc>(paymentsProjection);
    const events = [
      h.event('CheckoutStarted', started),
      h.event('PaymentConfirmed', confirmed),
      h.event('CheckoutStarted', { ...started, sessionId: 'cs_2' }),
      h.event('PaymentFailed', { ...failed, sessionId: 'cs_2', status: 'canceled' }),
    ];
    const { once, twice } = onceAndTwice(paymentsProjection, events);
    expect(Object.keys(once).sort()).toEqual(['cs_2', 'cs_test_1']);
    expect(twice).toEqual(once);
  });
});
