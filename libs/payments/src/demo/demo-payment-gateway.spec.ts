import { findPlan, type PlanDefinition } from '@buildmentor/contracts';
import {
  PaymentSessionNotFoundError,
  ProviderFeatureUnavailableError,
  ProviderObjectNotFoundError,
  WebhookVerificationError,
} from '../payment-gateway.errors';
import { DemoPaymentGateway } from './demo-payment-gateway';

const input = (id: string, trialDays: number, sessionRef = `ref-${id}`) => ({
  sessionRef,
  package: findPlan(id) as PlanDefinition,
  userId: 'u1',
  email: 'jo@firm.com.au',
  successUrl: 'http://127.0.0.1:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://127.0.0.1:3000/pricing',
  trialDays,
});

describe('DemoPaymentGateway', () => {
  it('points the checkout at the in-app demo page and charges nothing during free weeks', async () => {
    const gateway = new DemoPaymentGateway(() => 'abc-123');
    const created = await gateway.createCheckout(input('pro', 35));
    expect(created).toEqual({
      checkoutSessionId: 'demo_cs_abc123',
      checkoutUrl: 'http://127.0.0.1:3000/payment-demo?session_id=demo_cs_abc123',
      amountTotal: 0,
      currency: 'aud',
    });
  });

  it('creates one session per request reference', async () => {
    let n = 0;
    const gateway = new DemoPaymentGateway(() => `id${n++}`);
    const first = await gateway.createCheckout(input('day_pass', 0, 'r1'));
    expect(await gateway.createCheckout(input('day_pass', 0, 'r1'))).toEqual(first);
    expect((await gateway.createCheckout(input('day_pass', 0, 'r2'))).checkoutSessionId).not.toBe(
      first.checkoutSessionId,
    );
  });

  it('reports a paid or cancelled session like Stripe would', async () => {
    const gateway = new DemoPaymentGateway();
    const paid = await gateway.createCheckout(input('day_pass', 0, 'r1'));
    const trial = await gateway.createCheckout(input('consultant', 35, 'r2'));
    const cancelled = await gateway.createCheckout(input('pro', 0, 'r3'));
    gateway.markPaid(paid.checkoutSessionId);
    gateway.markPaid(trial.checkoutSessionId);
    gateway.markCanceled(cancelled.checkoutSessionId);
    expect(await gateway.retrieveSession(paid.checkoutSessionId)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      amountTotal: 2850,
      packageId: 'day_pass',
    });
    expect(await gateway.retrieveSession(trial.checkoutSessionId)).toMatchObject({
      status: 'complete',
      paymentStatus: 'no_payment_required',
    });
    expect(await gateway.retrieveSession(cancelled.checkoutSessionId)).toMatchObject({
      status: 'expired',
      paymentStatus: 'unpaid',
    });
    await expect(gateway.retrieveSession('demo_cs_nope')).rejects.toBeInstanceOf(PaymentSessionNotFoundError);
  });

  it('accepts no webhooks', () => {
    expect(() => new DemoPaymentGateway().verifyWebhook()).toThrow(WebhookVerificationError);
  });

  it('has one customer per user but no billing portal and no provider subscriptions', async () => {
    const gateway = new DemoPaymentGateway();
    expect(gateway.hasBillingPortal).toBe(false);
    expect(await gateway.createCustomer({ userId: 'u1', email: 'jo@firm.com.au' })).toEqual(
      await gateway.createCustomer({ userId: 'u1', email: 'jo@firm.com.au' }),
    );
    await expect(gateway.createPortalSession()).rejects.toBeInstanceOf(ProviderFeatureUnavailableError);
    await expect(gateway.retrieveSubscription('sub_1')).rejects.toBeInstanceOf(ProviderObjectNotFoundError);
    expect(await gateway.resolveCharge()).toBeNull();
  });
});
