import { FakeStripeServer, signStripePayload } from '@buildmentor/payments/testing';
import { startTestApp, type TestApp, auth } from '../testing/test-app';

jest.setTimeout(180_000);

const WEBHOOK_SECRET = 'whsec_e2e_lifecycle_0123456789';
const ORIGIN = 'http://127.0.0.1:5173';

/**
 * A Stripe subscription's life after checkout, over HTTP against the real API, the real projector
 * and a local server speaking Stripe's API, with webhooks signed as Stripe signs them. Stripe
 * documents that events arrive in any order and more than once: the end state must not depend on it.
 */
describe('Stripe subscriptions after checkout (HTTP, real stores, local Stripe API)', () => {
  let t: TestApp;
  let stripe: FakeStripeServer;
  let emails = 0;
  beforeAll(async () => {
    stripe = await FakeStripeServer.start();
    t = await startTestApp({
      // Some 70 buyers sign in from one test address: the per-address limits are scaled up, not off.
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
        RATE_LIMIT_SCALE: '1000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const types = async (stream: string) => (await t.eventStore.readStream(stream)).map((e) => e.type);
  const deliver = (payload: string, signature = signStripePayload(payload, WEBHOOK_SECRET)) =>
    t.http
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
  const buyer = () => t.signIn({ email: `buyer-${++emails}@firm.com.au` });
  const checkout = async (token: string, packageId = 'pro') =>
    (
      await t.http
        .post('/api/payment/checkout')
        .set(auth(token))
        .send({ package_id: packageId, origin_url: ORIGIN })
        .expect(200)
    ).body as { session_id: string };
  /** A paid Pro checkout: the session, its subscription, and the completed event as Stripe sent it then. */
  const subscribe = async (token: string) => {
    const { session_id } = await checkout(token);
    const session = stripe.complete(session_id);
    return {
      sessionId: session_id,
      subscriptionId: session.subscription as string,
      completed: stripe.eventPayload('checkout.session.completed', session_id),
    };
  };
  /** Read-your-writes: wait for the projector to reach everything written so far. */
  const fresh = async (token: string) => ({
    ...auth(token),
    'X-Min-Position': String(await t.eventStore.headPosition()),
  });
  const subscription = async (token: string) =>
    (
      await t.http
        .get('/api/user/subscription')
        .set(await fresh(token))
        .expect(200)
    ).body as { tier: string; unlimited: boolean };
  const billing = async (token: string) =>
    (
      await t.http
        .get('/api/payment/billing')
        .set(await fresh(token))
        .expect(200)
    ).body;
  const audit = async (admin: string, userId: string) =>
    (
      (
        await t.http
          .get('/api/admin/audit')
          .set(await fresh(admin))
          .expect(200)
      ).body.entries as Array<{
        event_type: string;
        subject_user: string | null;
        outcome: string;
        reason: string | null;
      }>
    ).filter((entry) => entry.subject_user === userId);

  describe('out of order', () => {
    it('customer.subscription.deleted, then a redelivered checkout.session.completed: the user is not on Pro', async () => {
      const { token, uid } = await buyer();
      const { subscriptionId, completed } = await subscribe(token);
      stripe.setSubscriptionStatus(subscriptionId, 'canceled');
      await deliver(stripe.subscriptionEvent('customer.subscription.deleted', subscriptionId)).expect(200);
      await deliver(completed).expect(200);
      await deliver(completed).expect(200);
      expect(await subscription(token)).toMatchObject({ tier: 'demo', unlimited: false });
      const quota = await types(`quota-${uid}`);
      expect(quota.filter((type) => type === 'SubscriptionActivated')).toEqual([]);
      expect(quota.filter((type) => type === 'SubscriptionEnded')).toHaveLength(1);
      expect((await billing(token)).plan).toMatchObject({ tier: 'pro', status: 'ended', reason: 'canceled' });
    });

    it('gives the same end state for every delivery order of completed, updated (past_due), invoice.payment_failed and deleted', async () => {
      const outcomes = new Set<string>();
      for (const order of permutations([0, 1, 2, 3])) {
        const { token } = await buyer();
        const { subscriptionId, completed } = await subscribe(token);
        const pastDue = stripe.subscriptionEvent(
          'customer.subscription.updated',
          stripe.setSubscriptionStatus(subscriptionId, 'past_due').id,
        );
        const failed = stripe.invoiceEvent('invoice.payment_failed', stripe.failInvoice(subscriptionId).id);
        const deleted = stripe.subscriptionEvent(
          'customer.subscription.deleted',
          stripe.setSubscriptionStatus(subscriptionId, 'canceled').id,
        );
        const events = [completed, pastDue, failed, deleted];
        for (const index of order) await deliver(events[index]!).expect(200);
        const plan = (await billing(token)).plan;
        outcomes.add(
          JSON.stringify({
            ...(await subscription(token)),
            plan: { status: plan.status, reason: plan.reason },
          }),
        );
      }
      expect([...outcomes].map((o) => JSON.parse(o))).toEqual([
        expect.objectContaining({
          tier: 'demo',
          unlimited: false,
          plan: { status: 'ended', reason: 'canceled' },
        }),
      ]);
    });

    it('gives the same end state for every delivery order of completed, updated (unpaid), invoice.paid and updated (active)', async () => {
      const outcomes = new Set<string>();
      for (const order of permutations([0, 1, 2, 3])) {
        const { token } = await buyer();
        const { subscriptionId, completed } = await subscribe(token);
        const unpaid = stripe.subscriptionEvent(
          'customer.subscription.updated',
          stripe.setSubscriptionStatus(subscriptionId, 'unpaid').id,
        );
        const paid = stripe.invoiceEvent('invoice.paid', stripe.payInvoice(subscriptionId).id);
        const active = stripe.subscriptionEvent(
          'customer.subscription.updated',
          stripe.setSubscriptionStatus(subscriptionId, 'active').id,
        );
        const events = [completed, unpaid, paid, active];
        for (const index of order) await deliver(events[index]!).expect(200);
        outcomes.add(
          JSON.stringify({ ...(await subscription(token)), plan: (await billing(token)).plan.status }),
        );
      }
      expect([...outcomes].map((o) => JSON.parse(o))).toEqual([
        expect.objectContaining({ tier: 'pro', unlimited: true, plan: 'active' }),
      ]);
    });
  });

  describe('customer.subscription.updated', () => {
    it('past_due keeps the plan during retries, unpaid and paused suspend it, active restores it, canceled ends it', async () => {
      const { token, uid } = await buyer();
      const { subscriptionId, completed } = await subscribe(token);
      await deliver(completed).expect(200);
      const update = async (status: string) =>
        deliver(
          stripe.subscriptionEvent(
            'customer.subscription.updated',
            stripe.setSubscriptionStatus(subscriptionId, status).id,
          ),
        ).expect(200);
      await update('past_due');
      expect(await subscription(token)).toMatchObject({ tier: 'pro', unlimited: true });
      expect((await billing(token)).plan).toMatchObject({ status: 'active', provider_status: 'past_due' });
      await update('unpaid');
      expect(await subscription(token)).toMatchObject({ tier: 'demo', unlimited: false });
      expect((await billing(token)).plan).toMatchObject({ status: 'suspended', reason: 'unpaid' });
      await update('active');
      expect(await subscription(token)).toMatchObject({ tier: 'pro', unlimited: true });
      await update('paused');
      expect((await billing(token)).plan).toMatchObject({ status: 'suspended', reason: 'paused' });
      await update('active');
      await update('canceled');
      expect(await subscription(token)).toMatchObject({ tier: 'demo' });
      expect((await types(`quota-${uid}`)).filter((type) => type.startsWith('Subscription'))).toEqual([
        'SubscriptionActivated',
        'SubscriptionStatusChanged', // trialing
        'SubscriptionStatusChanged', // past_due
        'SubscriptionStatusChanged', // unpaid
        'SubscriptionSuspended',
        'SubscriptionStatusChanged', // active
        'SubscriptionResumed',
        'SubscriptionStatusChanged', // paused
        'SubscriptionSuspended',
        'SubscriptionStatusChanged', // active
        'SubscriptionResumed',
        'SubscriptionEnded',
      ]);
    });
  });

  describe('invoices', () => {
    it('invoice.payment_failed is recorded once, shown to the user and audited; invoice.paid clears it', async () => {
      const admin = await t.signIn({ email: 'admin@buildmentor.test' });
      const { token, uid } = await buyer();
      const { subscriptionId, completed } = await subscribe(token);
      await deliver(completed).expect(200);
      stripe.setSubscriptionStatus(subscriptionId, 'past_due');
      const invoice = stripe.failInvoice(subscriptionId, 1, 3);
      const failed = stripe.invoiceEvent('invoice.payment_failed', invoice.id);
      await deliver(failed).expect(200);
      await deliver(failed).expect(200);
      expect((await types(`billing-${uid}`)).filter((type) => type === 'InvoicePaymentFailed')).toHaveLength(
        1,
      );
      const shown = await billing(token);
      expect(shown.payment_issue).toMatchObject({
        amount_due: 1790,
        currency: 'aud',
        attempt: 1,
        message: 'The card on file could not be charged for the renewal.',
      });
      expect(shown.payment_issue.next_attempt_at).toBe(
        new Date((invoice.next_payment_attempt as number) * 1000).toISOString(),
      );
      expect(shown.plan).toMatchObject({ status: 'active', provider_status: 'past_due' });
      expect(await audit(admin.token, uid)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            event_type: 'InvoicePaymentFailed',
            outcome: 'attempt 1 to charge 17.90 AUD for pro failed',
          }),
        ]),
      );
      stripe.setSubscriptionStatus(subscriptionId, 'active');
      const paid = stripe.payInvoice(subscriptionId);
      await deliver(stripe.invoiceEvent('invoice.paid', paid.id)).expect(200);
      expect((await billing(token)).payment_issue).toBeNull();
    });

    it('invoice.paid for a renewal is recorded once as a payment with its revenue, and the plan stays on', async () => {
      const admin = await t.signIn({ email: 'admin@buildmentor.test' });
      const { token, uid } = await buyer();
      const { subscriptionId, completed } = await subscribe(token);
      await deliver(completed).expect(200);
      const before = await analyticsTotals(admin.token);
      const renewal = stripe.invoiceEvent('invoice.paid', stripe.payInvoice(subscriptionId).id);
      await Promise.all([deliver(renewal), deliver(renewal)]);
      const paid = (await t.eventStore.readStream(`billing-${uid}`)).filter((e) => e.type === 'InvoicePaid');
      expect(paid.map((e) => e.data)).toEqual([
        expect.objectContaining({
          subscriptionId,
          tier: 'pro',
          amountPaid: 1790,
          currency: 'aud',
          billingReason: 'subscription_cycle',
        }),
      ]);
      const after = await analyticsTotals(admin.token);
      expect({ payments: after.payments - before.payments, revenue: after.revenue - before.revenue }).toEqual(
        { payments: 1, revenue: 1790 },
      );
      expect(await subscription(token)).toMatchObject({ tier: 'pro', unlimited: true });
      expect(await audit(admin.token, uid)).toEqual(
        expect.arrayContaining([expect.objectContaining({ event_type: 'InvoicePaid' })]),
      );
    });
  });

  describe('charge.refunded', () => {
    it('a full refund of a Day Pass ends the pass; a partial refund of another leaves it running', async () => {
      const { token, uid } = await buyer();
      const pass = async () => {
        const { session_id } = await checkout(token, 'day_pass');
        stripe.complete(session_id);
        await deliver(stripe.eventPayload('checkout.session.completed', session_id)).expect(200);
        return stripe.chargeOf({ checkoutSessionId: session_id });
      };
      const partly = await pass();
      await deliver(stripe.chargeEvent('charge.refunded', stripe.refund(partly.id, 1000).id)).expect(200);
      expect(await subscription(token)).toMatchObject({ tier: 'day_pass', unlimited: true });
      const full = await pass();
      const refunded = stripe.chargeEvent('charge.refunded', stripe.refund(full.id).id);
      await deliver(refunded).expect(200);
      await deliver(refunded).expect(200);
      const refunds = (await t.eventStore.readStream(`billing-${uid}`))
        .filter((e) => e.type === 'PaymentRefunded')
        .map((e) => e.data);
      expect(refunds).toEqual([
        expect.objectContaining({ chargeId: partly.id, refundedNow: 1000, full: false }),
        expect.objectContaining({ chargeId: full.id, refundedNow: 2850, full: true }),
      ]);
      // The second pass was queued after the first; refunding it leaves the first running.
      expect((await types(`quota-${uid}`)).filter((type) => type === 'SubscriptionEnded')).toHaveLength(1);
      const firstPassRefundedRest = stripe.chargeEvent('charge.refunded', stripe.refund(partly.id).id);
      await deliver(firstPassRefundedRest).expect(200);
      expect(await subscription(token)).toMatchObject({ tier: 'demo', unlimited: false });
    });

    it('a full refund of a subscription payment ends the plan and cancels the subscription at Stripe', async () => {
      const { token, uid } = await buyer();
      const { sessionId, subscriptionId, completed } = await subscribe(token);
      await deliver(completed).expect(200);
      const renewal = stripe.payInvoice(subscriptionId);
      await deliver(
        stripe.chargeEvent(
          'charge.refunded',
          stripe.refund(stripe.chargeOf({ invoiceId: renewal.id }).id).id,
        ),
      ).expect(200);
      expect(await subscription(token)).toMatchObject({ tier: 'demo' });
      expect(stripe.subscription(subscriptionId).status).toBe('canceled');
      const ended = (await t.eventStore.readStream(`quota-${uid}`)).filter(
        (e) => e.type === 'SubscriptionEnded',
      );
      expect(ended.map((e) => e.data)).toEqual([
        expect.objectContaining({ reference: subscriptionId, reason: 'refunded' }),
      ]);
      // Stripe's own deletion notice and a late confirmation change nothing now.
      const head = await t.eventStore.headPosition();
      await deliver(stripe.subscriptionEvent('customer.subscription.deleted', subscriptionId)).expect(200);
      await deliver(stripe.eventPayload('checkout.session.completed', sessionId)).expect(200);
      expect(
        (await t.eventStore.readStream(`quota-${uid}`)).filter((e) => e.position > head).map((e) => e.type),
      ).toEqual([]);
    });
  });

  describe('charge.dispute.created', () => {
    it('suspends the plan and is audited; a won dispute restores it', async () => {
      const admin = await t.signIn({ email: 'admin@buildmentor.test' });
      const { token, uid } = await buyer();
      const { subscriptionId, completed } = await subscribe(token);
      await deliver(completed).expect(200);
      const charge = stripe.chargeOf({ invoiceId: stripe.payInvoice(subscriptionId).id });
      const dispute = stripe.dispute(charge.id);
      await deliver(stripe.disputeEvent('charge.dispute.created', dispute.id)).expect(200);
      expect(await subscription(token)).toMatchObject({ tier: 'demo', unlimited: false });
      expect((await billing(token)).plan).toMatchObject({ status: 'suspended', reason: 'disputed' });
      expect((await audit(admin.token, uid)).map((e) => [e.event_type, e.reason])).toEqual(
        expect.arrayContaining([
          ['PaymentDisputed', 'fraudulent'],
          ['SubscriptionSuspended', 'disputed'],
        ]),
      );
      // Stripe still calls the subscription active: the dispute holds the plan anyway.
      await deliver(stripe.subscriptionEvent('customer.subscription.updated', subscriptionId)).expect(200);
      expect(await subscription(token)).toMatchObject({ tier: 'demo' });
      await deliver(
        stripe.disputeEvent('charge.dispute.closed', stripe.closeDispute(dispute.id, 'won').id),
      ).expect(200);
      expect(await subscription(token)).toMatchObject({ tier: 'pro', unlimited: true });
    });
  });

  describe('one Stripe customer per user', () => {
    it('reuses the customer across checkouts', async () => {
      const { token, uid } = await buyer();
      await checkout(token, 'day_pass');
      await checkout(token, 'pro');
      const sessions = stripe
        .requestsTo('POST', '/v1/checkout/sessions')
        .slice(-2)
        .map((request) => request.body.customer);
      const mine = [...stripe.customers.values()].filter(
        (c) => (c.metadata as { user_id?: string }).user_id === uid,
      );
      expect(mine).toHaveLength(1);
      expect(sessions).toEqual([mine[0]!.id, mine[0]!.id]);
      expect(await types(`billing-${uid}`)).toEqual(['BillingCustomerLinked']);
    });

    it('creates one customer for two checkouts at once, and the app keeps that one', async () => {
      const { token, uid } = await buyer();
      const both = await Promise.all([checkout(token, 'day_pass'), checkout(token, 'pro')]);
      const mine = [...stripe.customers.values()].filter(
        (c) => (c.metadata as { user_id?: string }).user_id === uid,
      );
      expect(mine).toHaveLength(1);
      expect(both.map(({ session_id }) => stripe.session(session_id).customer)).toEqual([
        mine[0]!.id,
        mine[0]!.id,
      ]);
      const linked = (await t.eventStore.readStream(`billing-${uid}`)).map((e) => [
        e.type,
        (e.data as { customerId: string }).customerId,
      ]);
      expect(linked).toEqual([['BillingCustomerLinked', mine[0]!.id]]);
    });
  });

  describe('billing portal', () => {
    it("returns a Stripe Billing Portal URL for the user's own customer, returning to the app", async () => {
      const { token, uid } = await buyer();
      await checkout(token, 'pro');
      expect((await billing(token)).portal_available).toBe(true);
      const head = await t.eventStore.headPosition();
      const response = await t.http
        .post('/api/payment/portal')
        .set(auth(token))
        .send({ origin_url: `${ORIGIN}/somewhere` })
        .expect(200);
      const [sent] = stripe.requestsTo('POST', '/v1/billing_portal/sessions').slice(-1);
      const customer = [...stripe.customers.values()].find(
        (c) => (c.metadata as { user_id?: string }).user_id === uid,
      )!;
      expect(sent!.body).toEqual({ customer: customer.id, return_url: `${ORIGIN}/chat` });
      expect(response.body.url).toBe([...stripe.portalSessions.values()].at(-1)!.url);
      expect(await t.eventStore.headPosition()).toBe(head);
    });

    it('has nothing to open for a user without a customer (404), and refuses anonymous and malformed requests', async () => {
      const { token } = await buyer();
      expect((await billing(token)).portal_available).toBe(false);
      const head = await t.eventStore.headPosition();
      const none = await t.http
        .post('/api/payment/portal')
        .set(auth(token))
        .send({ origin_url: ORIGIN })
        .expect(404);
      expect(none.body.code).toBe('PAYMENT.NO_BILLING_ACCOUNT');
      await t.http.post('/api/payment/portal').send({ origin_url: ORIGIN }).expect(401);
      const bad = await t.http
        .post('/api/payment/portal')
        .set(auth(token))
        .send({ origin_url: 'javascript:alert(1)' })
        .expect(400);
      expect(bad.body.errors[0].path).toBe('body.origin_url');
      expect(await t.eventStore.headPosition()).toBe(head);
    });
  });

  describe('signature time window', () => {
    it('rejects a correctly signed payload dated more than 5 minutes in the future with 400, and appends nothing', async () => {
      const { token } = await buyer();
      const { completed } = await subscribe(token);
      const head = await t.eventStore.headPosition();
      const future = await deliver(
        completed,
        signStripePayload(completed, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 301),
      ).expect(400);
      expect(future.body.code).toBe('PAYMENT.WEBHOOK_INVALID');
      expect(await t.eventStore.headPosition()).toBe(head);
      await deliver(
        completed,
        signStripePayload(completed, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 60),
      ).expect(200);
    });
  });

  async function analyticsTotals(adminToken: string): Promise<{ payments: number; revenue: number }> {
    return (
      await t.http
        .get('/api/admin/analytics')
        .set(await fresh(adminToken))
        .expect(200)
    ).body.totals;
  }
});

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}
