import { startTestApp, type TestApp, auth } from '../testing/test-app';

jest.setTimeout(60_000);

const ORIGIN = 'http://127.0.0.1:3000';

/** The default PAYMENTS_PROVIDER=demo: the in-app checkout page's endpoints, with the real projector. */
describe('pricing and the demo checkout (HTTP, real stores, real projector process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const checkout = async (token: string, packageId: string) =>
    (
      await t.http
        .post('/api/payment/checkout')
        .set(auth(token))
        .send({ package_id: packageId, origin_url: `${ORIGIN}/pricing` })
        .expect(200)
    ).body as { checkout_url: string; session_id: string };

  it('offers no billing portal with the demo provider: no button, and the endpoint says so (404)', async () => {
    const { token } = await t.signIn({ email: 'demo-portal@firm.com.au' });
    const { session_id } = await checkout(token, 'pro');
    const paid = await t.http.post(`/api/payment/demo/${session_id}/pay`).set(auth(token)).expect(200);
    const billing = await t.http
      .get('/api/payment/billing')
      .set({ ...auth(token), 'X-Min-Position': String(paid.body.position) })
      .expect(200);
    expect(billing.body).toMatchObject({
      provider: 'demo',
      portal_available: false,
      plan: { tier: 'pro', status: 'active' },
      payment_issue: null,
    });
    const head = await t.eventStore.headPosition();
    const portal = await t.http
      .post('/api/payment/portal')
      .set(auth(token))
      .send({ origin_url: ORIGIN })
      .expect(404);
    expect(portal.body.code).toBe('PAYMENT.PORTAL_UNAVAILABLE');
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('serves the plans to anyone, from the same catalogue checkout charges', async () => {
    const response = await t.http.get('/api/pricing').expect(200);
    const packages = response.body.packages as Array<Record<string, unknown>>;
    expect(packages.map((p) => [p.id, p.name, p.price, p.currency, p.period, p.promotion])).toEqual([
      ['starter', 'Starter', 0, 'aud', 'free', null],
      ['pro', 'Pro', 1790, 'aud', 'month', '5 weeks free'],
      ['consultant', 'Pro-Plus', 3890, 'aud', 'month', '5 weeks free'],
      ['day_pass', 'Day Pass', 2850, 'aud', 'day', null],
    ]);
    expect(packages[0]).toMatchObject({
      features: expect.arrayContaining(['3 questions per day']),
      limitations: ['No chat history', 'Document upload for partners only'],
      cta: expect.any(String),
    });
  });

  it('pays on the demo page: the plan is active at once and the status reads paid', async () => {
    const { token } = await t.signIn({ email: 'demo-buyer@firm.com.au' });
    const { checkout_url, session_id } = await checkout(token, 'pro');
    expect(session_id).toMatch(/^demo_cs_/);
    expect(checkout_url).toBe(`${ORIGIN}/payment-demo?session_id=${session_id}`);

    const page = await t.http.get(`/api/payment/demo/${session_id}`).set(auth(token)).expect(200);
    expect(page.body).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 0,
      currency: 'aud',
      package: { id: 'pro', name: 'Pro', price: 1790, promotion: '5 weeks free' },
    });
    expect(page.body.success_url).toBe(`${ORIGIN}/payment-success?session_id=${session_id}`);

    const paid = await t.http.post(`/api/payment/demo/${session_id}/pay`).set(auth(token)).expect(200);
    expect(paid.body).toMatchObject({ success: true, redirect_url: page.body.success_url });
    await t.http.post(`/api/payment/demo/${session_id}/pay`).set(auth(token)).expect(200);
    expect((await t.eventStore.readStream(`payment-${session_id}`)).map((e) => e.type)).toEqual([
      'CheckoutStarted',
      'PaymentConfirmed',
    ]);

    const subscription = await t.http
      .get('/api/user/subscription')
      .set({ ...auth(token), 'X-Min-Position': String(paid.body.position) })
      .expect(200);
    expect(subscription.body).toMatchObject({
      tier: 'pro',
      is_trial: false,
      unlimited: true,
      plan_ends_at: null,
    });
    const status = await t.http.get(`/api/payment/status/${session_id}`).set(auth(token)).expect(200);
    expect(status.body).toMatchObject({
      payment_status: 'paid',
      status: 'complete',
      metadata: { package_id: 'pro' },
      plan_name: 'Pro Plan',
    });
  });

  it('runs a day pass for 24 hours', async () => {
    const { token } = await t.signIn({ email: 'one-day@firm.com.au' });
    const { session_id } = await checkout(token, 'day_pass');
    expect(
      (await t.http.get(`/api/payment/demo/${session_id}`).set(auth(token)).expect(200)).body.amount_total,
    ).toBe(2850);
    const paid = await t.http.post(`/api/payment/demo/${session_id}/pay`).set(auth(token)).expect(200);
    const subscription = await t.http
      .get('/api/user/subscription')
      .set({ ...auth(token), 'X-Min-Position': String(paid.body.position) })
      .expect(200);
    expect(subscription.body).toMatchObject({ tier: 'day_pass', unlimited: true });
    const hours = (Date.parse(subscription.body.plan_ends_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('cancels on the demo page: PaymentFailed, the status reads expired, and paying afterwards is refused', async () => {
    const { token } = await t.signIn({ email: 'second-thoughts@firm.com.au' });
    const { session_id } = await checkout(token, 'consultant');
    const cancelled = await t.http
      .post(`/api/payment/demo/${session_id}/cancel`)
      .set(auth(token))
      .expect(200);
    expect(cancelled.body).toMatchObject({
      success: false,
      redirect_url: `${ORIGIN}/pricing?payment=cancelled`,
    });
    const events = await t.eventStore.readStream(`payment-${session_id}`);
    expect(events.map((e) => [e.type, (e.data as { status?: string }).status])).toEqual([
      ['CheckoutStarted', undefined],
      ['PaymentFailed', 'canceled'],
    ]);
    const status = await t.http.get(`/api/payment/status/${session_id}`).set(auth(token)).expect(200);
    expect(status.body).toMatchObject({ payment_status: 'unpaid', status: 'expired' });
    const late = await t.http.post(`/api/payment/demo/${session_id}/pay`).set(auth(token)).expect(409);
    expect(late.body.detail).toBe('Payment session expired. Please try again.');
    const subscription = await t.http
      .get('/api/user/subscription')
      .set({ ...auth(token), 'X-Min-Position': String(cancelled.body.position) })
      .expect(200);
    expect(subscription.body.tier).toBe('demo');
  });

  it('keeps a demo session to its buyer and refuses the webhook (there is no provider to call it)', async () => {
    const owner = await t.signIn({ email: 'mine@firm.com.au' });
    const other = await t.signIn({ email: 'theirs@firm.com.au' });
    const { session_id } = await checkout(owner.token, 'pro');
    await t.http.get(`/api/payment/demo/${session_id}`).set(auth(other.token)).expect(404);
    const head = await t.eventStore.headPosition();
    await t.http.post(`/api/payment/demo/${session_id}/pay`).set(auth(other.token)).expect(404);
    await t.http
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send('{"id":"evt_1"}')
      .expect(400);
    expect(await t.eventStore.headPosition()).toBe(head);
  });
});
