import { findPlan, type PlanDefinition } from '@buildmentor/contracts';
import {
  PaymentProviderError,
  PaymentSessionNotFoundError,
  ProviderObjectNotFoundError,
  WebhookVerificationError,
} from '../payment-gateway.errors';
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
    gateway = new StripePaymentGateway({
      secretKey: 'sk_test_123',
      webhookSecret: SECRET,
      apiBase: stripe.apiBase,
      clock: () => now,
    });
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
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'aud',
            unit_amount: '1790',
            recurring: { interval: 'month' },
            product_data: { name: 'Pro' },
          },
        },
      ],
      subscription_data: { trial_period_days: '35', metadata: { package_id: 'pro', user_id: 'u1' } },
      metadata: { package_id: 'pro', user_id: 'u1', session_ref: 'ref-pro-35' },
    });
    expect(created).toMatchObject({ amountTotal: 0, currency: 'aud' });
    expect(created.checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${created.checkoutSessionId}`);
  });

  it('creates Pro-Plus without free days for a returning subscriber', async () => {
    const created = await gateway.createCheckout(input('consultant'));
    const sent = stripe.requests.at(-1)!.body;
    expect(sent).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { currency: 'aud', unit_amount: '3890' } }],
    });
    expect((sent.subscription_data as Record<string, unknown>).trial_period_days).toBeUndefined();
    expect(created.amountTotal).toBe(3890);
  });

  it('creates a one-off AUD payment for the Day Pass', async () => {
    const created = await gateway.createCheckout(input('day_pass'));
    const sent = stripe.requests.at(-1)!.body;
    expect(sent).toMatchObject({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'aud', unit_amount: '2850' } }],
      payment_intent_data: { metadata: { package_id: 'day_pass' } },
    });
    expect(sent.subscription_data).toBeUndefined();
    expect(
      (sent.line_items as Array<{ price_data: Record<string, unknown> }>)[0]!.price_data.recurring,
    ).toBeUndefined();
    expect(created.amountTotal).toBe(2850);
  });

  it('retrieves a session as open, then paid once Stripe completes it', async () => {
    const { checkoutSessionId } = await gateway.createCheckout(input('day_pass', 0));
    expect(await gateway.retrieveSession(checkoutSessionId)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      packageId: 'day_pass',
      userId: 'u1',
    });
    stripe.complete(checkoutSessionId);
    const paid = await gateway.retrieveSession(checkoutSessionId);
    expect(paid).toEqual({
      checkoutSessionId,
      status: 'complete',
      paymentStatus: 'paid',
      amountTotal: 2850,
      currency: 'aud',
      packageId: 'day_pass',
      userId: 'u1',
      subscriptionId: null,
      customerId: null,
    });
    expect(isSessionPaid(paid)).toBe(true);
  });

  it('reports an unknown session as not found', async () => {
    await expect(gateway.retrieveSession('cs_test_missing')).rejects.toBeInstanceOf(
      PaymentSessionNotFoundError,
    );
  });

  describe('webhooks', () => {
    let payload: string;
    beforeAll(async () => {
      const { checkoutSessionId } = await gateway.createCheckout(input('pro', 35));
      stripe.complete(checkoutSessionId);
      payload = stripe.eventPayload('checkout.session.completed', checkoutSessionId, 'evt_1');
    });

    it('accepts a correctly signed, fresh payload and reads the session from it', () => {
      const event = gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, SECRET));
      expect(event).toMatchObject({
        id: 'evt_1',
        type: 'checkout.session.completed',
        session: { status: 'complete', paymentStatus: 'no_payment_required', packageId: 'pro', userId: 'u1' },
      });
    });

    it('rejects another secret, a changed body and a missing header', () => {
      expect(() =>
        gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, 'whsec_other')),
      ).toThrow(WebhookVerificationError);
      expect(() =>
        gateway.verifyWebhook(
          Buffer.from(payload.replace('"pro"', '"day_pass"')),
          signStripePayload(payload, SECRET),
        ),
      ).toThrow(WebhookVerificationError);
      expect(() => gateway.verifyWebhook(Buffer.from(payload), '')).toThrow(WebhookVerificationError);
    });

    it('rejects a payload signed more than 300 s in the future (the SDK only bounds the past)', () => {
      const ahead = Math.floor(now.getTime() / 1000) + 301;
      expect(() =>
        gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, SECRET, ahead)),
      ).toThrow('Timestamp outside the tolerance zone (in the future)');
      expect(
        gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, SECRET, ahead - 2)).id,
      ).toBe('evt_1');
    });

    it('rejects a payload signed more than 300 s ago', () => {
      const old = Math.floor(now.getTime() / 1000) - 301;
      expect(() =>
        gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, SECRET, old)),
      ).toThrow('Timestamp outside the tolerance zone');
      now = new Date(now.getTime() - 2000);
      expect(
        gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, SECRET, old + 5)).id,
      ).toBe('evt_1');
      now = new Date();
    });
  });
});

describe('StripePaymentGateway: customers, portal, subscriptions and charges', () => {
  let stripe: FakeStripeServer;
  let gateway: StripePaymentGateway;
  beforeAll(async () => {
    stripe = await FakeStripeServer.start();
    gateway = new StripePaymentGateway({
      secretKey: 'sk_test_123',
      webhookSecret: SECRET,
      apiBase: stripe.apiBase,
    });
  });
  afterAll(async () => {
    await stripe.close();
  });

  const paidSubscription = async (userId = 'u1') => {
    const { checkoutSessionId } = await gateway.createCheckout({
      ...input('pro'),
      userId,
      sessionRef: `ref-${userId}-${Math.random()}`,
    });
    return stripe.complete(checkoutSessionId).subscription as string;
  };

  it('creates one customer per user, however often (and concurrently) it is asked', async () => {
    const [a, b] = await Promise.all([
      gateway.createCustomer({ userId: 'u7', email: 'u7@firm.com.au' }),
      gateway.createCustomer({ userId: 'u7', email: 'u7@firm.com.au' }),
    ]);
    expect(a.customerId).toBe(b.customerId);
    expect(
      [...stripe.customers.values()].filter((c) => (c.metadata as { user_id?: string }).user_id === 'u7'),
    ).toHaveLength(1);
    expect(stripe.requestsTo('POST', '/v1/customers').at(-1)!.headers['idempotency-key']).toBe(
      'buildmentor-customer-u7',
    );
    expect((await gateway.createCustomer({ userId: 'u8', email: 'u8@firm.com.au' })).customerId).not.toBe(
      a.customerId,
    );
  });

  it("checks out with the user's customer instead of an email", async () => {
    const { customerId } = await gateway.createCustomer({ userId: 'u9', email: 'u9@firm.com.au' });
    await gateway.createCheckout({ ...input('day_pass'), userId: 'u9', sessionRef: 'ref-u9', customerId });
    const sent = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body;
    expect(sent.customer).toBe(customerId);
    expect(sent.customer_email).toBeUndefined();
  });

  it('opens a Billing Portal session for a customer, returning to the app', async () => {
    const { customerId } = await gateway.createCustomer({ userId: 'u10', email: 'u10@firm.com.au' });
    const { url } = await gateway.createPortalSession({
      customerId,
      returnUrl: 'http://127.0.0.1:3000/chat',
    });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(stripe.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.body).toEqual({
      customer: customerId,
      return_url: 'http://127.0.0.1:3000/chat',
    });
    await expect(
      gateway.createPortalSession({ customerId: 'cus_unknown', returnUrl: 'http://127.0.0.1:3000/chat' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('reads a subscription as it is now, with the buyer and plan from its metadata', async () => {
    const id = await paidSubscription();
    expect(await gateway.retrieveSubscription(id)).toMatchObject({
      subscriptionId: id,
      status: 'active',
      userId: 'u1',
      packageId: 'pro',
      endedAt: null,
    });
    stripe.setSubscriptionStatus(id, 'past_due');
    expect((await gateway.retrieveSubscription(id)).status).toBe('past_due');
    await expect(gateway.retrieveSubscription('sub_missing')).rejects.toBeInstanceOf(
      ProviderObjectNotFoundError,
    );
  });

  it('cancels a subscription once: an ended one is left alone', async () => {
    const id = await paidSubscription();
    await gateway.cancelSubscription(id);
    expect((await gateway.retrieveSubscription(id)).status).toBe('canceled');
    const deletes = stripe.requestsTo('DELETE', `/v1/subscriptions/${id}`).length;
    await gateway.cancelSubscription(id);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${id}`)).toHaveLength(deletes);
  });

  it('finds what a charge paid for: a Day Pass checkout, or a subscription through its invoice', async () => {
    const { checkoutSessionId } = await gateway.createCheckout({
      ...input('day_pass'),
      sessionRef: 'ref-pass-charge',
    });
    const session = stripe.complete(checkoutSessionId);
    expect(await gateway.resolveCharge(session.payment_intent as string)).toEqual({
      kind: 'checkout',
      checkoutSessionId,
      userId: 'u1',
      packageId: 'day_pass',
    });
    const subscriptionId = await paidSubscription('u11');
    const renewal = stripe.payInvoice(subscriptionId);
    const charge = stripe.chargeOf({ invoiceId: renewal.id });
    expect(await gateway.resolveCharge(charge.payment_intent as string)).toEqual({
      kind: 'subscription',
      subscriptionId,
      userId: 'u11',
      packageId: 'pro',
    });
    expect(await gateway.resolveCharge('pi_not_ours')).toBeNull();
  });

  it('reduces each kind of notification to its subject', async () => {
    const subscriptionId = await paidSubscription('u12');
    const invoice = stripe.failInvoice(subscriptionId, 2);
    const failed = stripe.invoiceEvent('invoice.payment_failed', invoice.id);
    const renewal = stripe.payInvoice(subscriptionId);
    const charge = stripe.refund(stripe.chargeOf({ invoiceId: renewal.id }).id, 500);
    const dispute = stripe.dispute(charge.id);
    const verify = (payload: string) =>
      gateway.verifyWebhook(Buffer.from(payload), signStripePayload(payload, SECRET));
    expect(verify(stripe.subscriptionEvent('customer.subscription.updated', subscriptionId))).toMatchObject({
      type: 'customer.subscription.updated',
      session: null,
      subscriptionId,
    });
    expect(verify(failed).invoice).toMatchObject({
      invoiceId: invoice.id,
      subscriptionId,
      userId: 'u12',
      packageId: 'pro',
      amountDue: 1790,
      attemptCount: 2,
      billingReason: 'subscription_cycle',
    });
    expect(verify(stripe.chargeEvent('charge.refunded', charge.id)).charge).toEqual({
      chargeId: charge.id,
      paymentIntentId: charge.payment_intent,
      amount: 1790,
      amountRefunded: 500,
      currency: 'aud',
    });
    expect(verify(stripe.disputeEvent('charge.dispute.created', dispute.id)).dispute).toMatchObject({
      disputeId: dispute.id,
      chargeId: charge.id,
      reason: 'fraudulent',
      status: 'needs_response',
    });
  });
});
