import { FakeStripeServer, signStripePayload } from '@buildmentor/payments/testing';
import { startTestApp, type TestApp, auth } from '../testing/test-app';

jest.setTimeout(60_000);

const WEBHOOK_SECRET = 'whsec_e2e_0123456789abcdef';
const ORIGIN = 'http://127.0.0.1:5173';

/** PAYMENTS_PROVIDER=stripe with the official SDK talking to a local Stripe-speaking server. */
describe('payments with Stripe (HTTP, real stores, local Stripe API)', () => {
  let t: TestApp;
  let stripe: FakeStripeServer;
  beforeAll(async () => {
    stripe = await FakeStripeServer.start();
    t = await startTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
      },
      projector: false,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const types = async (stream: string) => (await t.eventStore.readStream(stream)).map((e) => e.type);
  const checkout = async (token: string, packageId: string) =>
    (
      await t.http
        .post('/api/payment/checkout')
        .set(auth(token))
        .send({ package_id: packageId, origin_url: ORIGIN })
        .expect(200)
    ).body as { checkout_url: string; session_id: string };
  const deliver = (payload: string, signature = signStripePayload(payload, WEBHOOK_SECRET)) =>
    t.http
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);

  describe('checkout', () => {
    it.each([
      ['pro', 'subscription', '1790', '35', 0],
      ['consultant', 'subscription', '3890', '35', 0],
      ['day_pass', 'payment', '2850', undefined, 2850],
    ])(
      'creates a Stripe Checkout Session for %s (mode %s, AUD %s, trial %s days)',
      async (packageId, mode, amount, trial, amountTotal) => {
        const { token, uid } = await t.signIn({ email: `buyer-${packageId}@firm.com.au` });
        const body = await checkout(token, packageId);
        expect(body.checkout_url).toBe(`https://checkout.stripe.com/c/pay/${body.session_id}`);
        const sent = stripe.requests.at(-1)!;
        expect(sent.path).toBe('/v1/checkout/sessions');
        const customer = [...stripe.customers.values()].find(
          (c) => (c.metadata as { user_id?: string }).user_id === uid,
        )!;
        expect(customer).toMatchObject({ email: `buyer-${packageId}@firm.com.au` });
        expect(sent.body).toMatchObject({
          mode,
          client_reference_id: uid,
          customer: customer.id,
          success_url: `${ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${ORIGIN}/pricing?payment=cancelled`,
          metadata: { package_id: packageId, user_id: uid },
          line_items: [{ quantity: '1', price_data: { currency: 'aud', unit_amount: amount } }],
        });
        expect(
          (sent.body.subscription_data as { trial_period_days?: string } | undefined)?.trial_period_days,
        ).toBe(trial);
        const [started] = await t.eventStore.readStream(`payment-${body.session_id}`);
        expect(started).toMatchObject({
          type: 'CheckoutStarted',
          data: { userId: uid, packageId, amountTotal, currency: 'aud', provider: 'stripe' },
        });
      },
    );

    it('activates Starter without a checkout, once', async () => {
      const { token, uid } = await t.signIn({ email: 'free@firm.com.au' });
      const requests = stripe.requests.length;
      const first = await t.http
        .post('/api/payment/checkout')
        .set(auth(token))
        .send({ package_id: 'starter', origin_url: ORIGIN })
        .expect(200);
      expect(first.body).toMatchObject({ checkout_url: `${ORIGIN}/chat`, session_id: null });
      await t.http
        .post('/api/payment/checkout')
        .set(auth(token))
        .send({ package_id: 'starter', origin_url: ORIGIN })
        .expect(200);
      expect(stripe.requests.length).toBe(requests);
      expect((await types(`quota-${uid}`)).filter((type) => type === 'SubscriptionActivated')).toHaveLength(
        1,
      );
    });

    it("refuses an unknown plan with the spec's message and appends nothing", async () => {
      const { token } = await t.signIn({ email: 'typo@firm.com.au' });
      const head = await t.eventStore.headPosition();
      const response = await t.http
        .post('/api/payment/checkout')
        .set(auth(token))
        .send({ package_id: 'enterprise', origin_url: ORIGIN })
        .expect(400);
      expect(response.body).toMatchObject({
        code: 'PAYMENT.INVALID_PACKAGE',
        detail: 'Invalid package selected. Please try a different plan.',
      });
      await t.http.post('/api/payment/checkout').send({ package_id: 'pro', origin_url: ORIGIN }).expect(401);
      expect(await t.eventStore.headPosition()).toBe(head);
    });

    it('gives a returning Pro subscriber no second free trial', async () => {
      const { token } = await t.signIn({ email: 'again@firm.com.au' });
      const first = await checkout(token, 'pro');
      stripe.complete(first.session_id);
      await deliver(stripe.eventPayload('checkout.session.completed', first.session_id)).expect(200);
      await checkout(token, 'pro');
      expect(
        (stripe.requests.at(-1)!.body.subscription_data as { trial_period_days?: string }).trial_period_days,
      ).toBeUndefined();
    });
  });

  describe('webhook', () => {
    it('rejects a bad signature with 400 and appends nothing', async () => {
      const { token } = await t.signIn({ email: 'forger@firm.com.au' });
      const { session_id } = await checkout(token, 'day_pass');
      stripe.complete(session_id);
      const payload = stripe.eventPayload('checkout.session.completed', session_id);
      const head = await t.eventStore.headPosition();
      const forged = await deliver(payload, signStripePayload(payload, 'whsec_someone_else')).expect(400);
      expect(forged.body.code).toBe('PAYMENT.WEBHOOK_INVALID');
      await deliver(payload.replace('"paid"', '"unpaid"'), signStripePayload(payload, WEBHOOK_SECRET)).expect(
        400,
      );
      await t.http
        .post('/api/payment/webhook')
        .set('Content-Type', 'application/json')
        .send(payload)
        .expect(400);
      expect(await t.eventStore.headPosition()).toBe(head);
    });

    it('rejects a correctly signed payload older than 5 minutes', async () => {
      const { token } = await t.signIn({ email: 'replay@firm.com.au' });
      const { session_id } = await checkout(token, 'day_pass');
      stripe.complete(session_id);
      const payload = stripe.eventPayload('checkout.session.completed', session_id);
      const head = await t.eventStore.headPosition();
      await deliver(
        payload,
        signStripePayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301),
      ).expect(400);
      expect(await t.eventStore.headPosition()).toBe(head);
    });

    it('fulfils one event delivered five times at once exactly once', async () => {
      const { token, uid } = await t.signIn({ email: 'eager@firm.com.au' });
      const { session_id } = await checkout(token, 'consultant');
      stripe.complete(session_id);
      const payload = stripe.eventPayload('checkout.session.completed', session_id, 'evt_five_times');
      const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const payment = await t.eventStore.readStream(`payment-${session_id}`);
      expect(payment.map((e) => e.type)).toEqual(['CheckoutStarted', 'PaymentConfirmed']);
      expect(payment[1]!.data).toMatchObject({
        providerEventId: 'evt_five_times',
        packageId: 'consultant',
        amountTotal: 0,
      });
      const plans = (await t.eventStore.readStream(`quota-${uid}`)).filter(
        (e) => e.type === 'SubscriptionActivated',
      );
      expect(plans.map((e) => e.data)).toEqual([
        expect.objectContaining({
          tier: 'consultant',
          source: 'payment',
          reference: session_id,
          endsAt: null,
        }),
      ]);
      // Another event for the same session later is a no-op too.
      await deliver(stripe.eventPayload('checkout.session.async_payment_succeeded', session_id)).expect(200);
      expect(await types(`payment-${session_id}`)).toEqual(['CheckoutStarted', 'PaymentConfirmed']);
    });

    it('records an expired session as failed', async () => {
      const { token } = await t.signIn({ email: 'slow@firm.com.au' });
      const { session_id } = await checkout(token, 'pro');
      stripe.expire(session_id);
      await deliver(stripe.eventPayload('checkout.session.expired', session_id)).expect(200);
      expect(await types(`payment-${session_id}`)).toEqual(['CheckoutStarted', 'PaymentFailed']);
      const status = await t.http.get(`/api/payment/status/${session_id}`).set(auth(token)).expect(200);
      expect(status.body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    });
  });

  describe('status', () => {
    it('reconciles with Stripe when the webhook has not arrived, and the late webhook changes nothing', async () => {
      const { token, uid } = await t.signIn({ email: 'impatient@firm.com.au' });
      const { session_id } = await checkout(token, 'day_pass');
      const open = await t.http.get(`/api/payment/status/${session_id}`).set(auth(token)).expect(200);
      expect(open.body).toMatchObject({
        payment_status: 'unpaid',
        status: 'open',
        amount_total: 2850,
        currency: 'aud',
        metadata: { package_id: 'day_pass' },
      });
      stripe.complete(session_id);
      const paid = await t.http.get(`/api/payment/status/${session_id}`).set(auth(token)).expect(200);
      expect(paid.body).toMatchObject({
        payment_status: 'paid',
        status: 'complete',
        amount_total: 2850,
        currency: 'aud',
        metadata: { package_id: 'day_pass' },
        plan_name: 'Day Pass',
      });
      const payment = await t.eventStore.readStream(`payment-${session_id}`);
      expect(payment.map((e) => [e.type, (e.data as { providerEventId?: unknown }).providerEventId])).toEqual(
        [
          ['CheckoutStarted', undefined],
          ['PaymentConfirmed', null],
        ],
      );
      const head = await t.eventStore.headPosition();
      await deliver(stripe.eventPayload('checkout.session.completed', session_id)).expect(200);
      await t.http.get(`/api/payment/status/${session_id}`).set(auth(token)).expect(200);
      expect(await t.eventStore.headPosition()).toBe(head);
      const [pass] = (await t.eventStore.readStream(`quota-${uid}`)).filter(
        (e) => e.type === 'SubscriptionActivated',
      );
      const { startsAt, endsAt } = pass!.data as { startsAt: string; endsAt: string };
      expect(Date.parse(endsAt) - Date.parse(startsAt)).toBe(24 * 3600 * 1000);
    });

    it("shows a session only to its buyer: 'No payment session found' for anyone else", async () => {
      const owner = await t.signIn({ email: 'owner@firm.com.au' });
      const other = await t.signIn({ email: 'nosy@firm.com.au' });
      const { session_id } = await checkout(owner.token, 'pro');
      const foreign = await t.http
        .get(`/api/payment/status/${session_id}`)
        .set(auth(other.token))
        .expect(404);
      expect(foreign.body).toMatchObject({ code: 'PAYMENT.NOT_FOUND', detail: 'No payment session found' });
      await t.http.get('/api/payment/status/cs_test_unknown').set(auth(owner.token)).expect(404);
    });
  });

  it('lets an exhausted trial user ask again after paying for Pro', async () => {
    const { token } = await t.signIn({ email: 'keen@firm.com.au' });
    for (const question of [
      'Stair handrail height?',
      'Balustrade height?',
      'Fire door rating for a Class 2 unit?',
    ]) {
      await t.http.post('/api/chat/ask').set(auth(token)).send({ question }).expect(200);
    }
    await t.http
      .post('/api/chat/ask')
      .set(auth(token))
      .send({ question: 'Gutter sizing to AS 3500.3?' })
      .expect(402);
    const { session_id } = await checkout(token, 'pro');
    stripe.complete(session_id);
    await deliver(stripe.eventPayload('checkout.session.completed', session_id)).expect(200);
    const answer = await t.http
      .post('/api/chat/ask')
      .set(auth(token))
      .send({ question: 'Gutter sizing to AS 3500.3?' })
      .expect(200);
    expect(answer.body.subscription_status).toMatchObject({ tier: 'pro', is_trial: false });
  });

  it('ends the plan when Stripe reports the subscription deleted, once, and the user is back on the trial', async () => {
    const { token, uid } = await t.signIn({ email: 'leaver@firm.com.au' });
    for (let i = 0; i < 3; i++)
      await t.http
        .post('/api/chat/ask')
        .set(auth(token))
        .send({ question: `Question ${i} about gutters` })
        .expect(200);
    const { session_id } = await checkout(token, 'pro');
    stripe.complete(session_id);
    await deliver(stripe.eventPayload('checkout.session.completed', session_id)).expect(200);
    await t.http.post('/api/chat/ask').set(auth(token)).send({ question: 'Unlimited now?' }).expect(200);
    const subscription = stripe.session(session_id).subscription as string;
    const endedAt = new Date(
      (stripe.setSubscriptionStatus(subscription, 'canceled').ended_at as number) * 1000,
    ).toISOString();
    const deleted = stripe.subscriptionEvent(
      'customer.subscription.deleted',
      subscription,
      'evt_sub_deleted',
    );
    const responses = await Promise.all([deliver(deleted), deliver(deleted)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const quota = await t.eventStore.readStream(`quota-${uid}`);
    expect(quota.filter((e) => e.type === 'SubscriptionEnded').map((e) => e.data)).toEqual([
      { userId: uid, tier: 'pro', reference: subscription, endedAt, reason: 'canceled' },
    ]);
    const refused = await t.http
      .post('/api/chat/ask')
      .set(auth(token))
      .send({ question: 'Still unlimited?' })
      .expect(402);
    expect(refused.body.code).toBe('TRIAL.EXHAUSTED');
  });
});
