import { findPlan, type PlanDefinition } from '@buildmentor/contracts';
import { PaymentSessionNotFoundError, WebhookVerificationError } from '../payment-gateway.errors';
import { isSessionPaid } from '../payment-gateway.port';
import { FakeStripeServer, signStripePayload } from '../testing';
import { StripePaymentGateway } from './stripe-payment-gateway';

const SECRET = 'whsec_test_secret_0123456789';
const plan = (id: string) => findPlan(id) as PlanDefinition;
const input = (id: string, trialDays = 0) => ({
  sessionRef: `ref-${id}-${trialDays}`,
  package: plan(id),
  userId: 'u1',
  email: 'jo@firm.com.au',
  successUrl: 'http://127.0.0.1:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://127.0.0.1:3000/pricing',
  trialDays,
});

describe('StripePaymentGateway against a local Stripe-speaking server', () => {
  let stripe: FakeStripeServer;
  let gateway: StripePaymentGateway;
  let now = new Date();
  beforeAll(async () => {
    stripe = await FakeStripeServer.start();
    gateway = new StripePaymentGateway({ secretKey: 'sk_test_123', webhookSecret: SECRET, apiBase: stripe.apiBase, clock: () => now });
  });
  afterAll(async () => {
    await stripe.close();
  });

  it('creates a monthly AUD subscription with 35 free days for Pro', async () => {
    const created = await gateway.createCheckout(input('pro', 35));
    const sent = stripe.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent.headers.authorization).toBe('Bearer sk_test_123');
    expect(sent.headers['idempotency-key']).toBe('ref-pro-35');
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: 'u1',
      customer_email: 'jo@firm.com.au',
      line_items: [{ quantity: '1', price_data: { currency: 'aud', unit_amount: '1790', recurring: { interval: 'month' }, product_data: { name: 'Pro' } } }],
      subscription_data: { trial_period_days: '35', metadata: { package_id: 'pro', user_id: 'u1' } },
      metadata: { package_id: 'pro', user_id: 'u1', session_ref: 'ref-pro-35' },
    });
    expect(created).toMatchObject({ amountTotal: 0, currency: 'aud' });
    expect(created.checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${created.sessionId}`);
  });

  it('creates Pro-Plus without free days for a returning subscriber', async () => {
    const created = await gateway.createCheckout(input('consultant'));
    const sent = stripe.requests.at(-1)!.body;
    expect(sent).toMatchObject({ mode: 'subscription', line_items: [{ price_data: { currency: 'aud', unit_amount: '3890' } }] });
    expect((sent.subscription_data as Record<string, unknown>).trial_period_days).toBeUndefined();
    expect(created.amountTotal).toBe(3890);
  });

  it('creates a one-off AUD payment for the Day Pass', async () => {
    const created = await gateway.createCheckout(input('day_pass'));
    const sent = stripe.requests.at(-1)!.body;
    expect(sent).toMatchObject({ mode: 'payment', line_items: [{ price_data: { currency: 'aud', unit_amount: '2850' } }], payment_intent_data: { metadata: { package_id: 'day_pass' } } });
    expect(sent.subscription_data).toBeUndefined();
    expect((sent.line_items as Array<{ price_data: Record<string, unknown> }>)[0]!.price_data.recurring).toBeUndefined();
    expect(created.amountTotal).toBe(2850);
  });

  it('retrieves a session as open, then paid once Stripe completes it', async () => {
    const { sessionId } = await gateway.createCheckout(input('day_pass', 0));
    expect(await gateway.retrieveSession(sessionId)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', packageId: 'day_pass', userId: 'u1' });
    stripe.complete(sessionId);
    const paid = await gateway.retrieveSession(sessionId);
    expect(paid).toEqual({ sessionId, status: 'complete', paymentStatus: 'paid', amountTotal: 2850, currency: 'aud', packageId: 'day_pass', userId: 'u1' });
    expect(isSessionPaid(paid)).toBe(true);
  });

  it('reports an unknown session as not found', async () => {
    await expect(gateway.retrieveSession('cs_test_missing')).rejects.toBeInstanceOf(PaymentSessionNotFoundError);
  });

  describe('webhooks', () => {
    let payload: string;
    beforeAll(async () => {
      const { sessionId } = await gateway.createCheckout(input('pro', 35));
      stripe.complete(sessionId);
      payload = stripe.eventPayload('checkout.session.completed', sessionId, 'evt_1');
    });

    it('accepts a correctly signed, fresh payload and reads the session from it', () => {
      const event = gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, SECRET));
      expect(event).toMatchObject({ id: 'evt_1', type: 'checkout.session.completed', session: { status: 'complete', paymentStatus: 'no_payment_required', packageId: 'pro', userId: 'u1' } });
    });

    it('rejects another secret, a changed body and a missing header', () => {
      expect(() => gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, 'whsec_other'))).toThrow(WebhookVerificationError);
      expect(() => gateway.verifyWebhook(Buffer.from(payload.replace('"pro"', '"day_pass"')), signStripePayload(payload, SECRET))).toThrow(WebhookVerificationError);
      expect(() => gateway.verifyWebhook(Buffer.from(payload), '')).toThrow(WebhookVerificationError);
    });

    it('rejects a payload signed more than 300 s ago', () => {
      const old = Math.floor(now.getTime() / 1000) - 301;
      expect(() => gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, SECRET, old))).toThrow('Timestamp outside the tolerance zone');
      now = new Date(now.getTime() - 2000);
      expect(gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, SECRET, old + 5)).id).toBe('evt_1');
      now = new Date();
    });
  });
});
