import { randomUUID } from 'node:crypto';
import {
  PaymentSessionNotFoundError,
  ProviderFeatureUnavailableError,
  ProviderObjectNotFoundError,
  WebhookVerificationError,
} from '../payment-gateway.errors';
import type {
  ChargePurpose,
  CreateCheckoutInput,
  CreatedCheckout,
  PaymentGateway,
  PaymentWebhookEvent,
  ProviderSession,
  ProviderSubscription,
} from '../payment-gateway.port';

interface DemoSession extends ProviderSession {
  successUrl: string;
  cancelUrl: string;
}

/**
 * The embedded default: no card, no network. The "checkout" is a page inside the app
 * (`/payment-demo?session_id=...`) whose Pay and Cancel buttons call the API, which records the
 * same events a Stripe payment would. Sessions are kept in memory: the event log, not this map, is
 * the record of what happened, so after a restart an unpaid demo session simply stays open.
 *
 * There are no provider subscriptions, refunds or disputes here, and no billing portal: a demo
 * plan runs until the demo data is reset, and the profile shows no "Manage billing" button.
 */
export class DemoPaymentGateway implements PaymentGateway {
  readonly provider = 'demo' as const;
  readonly hasBillingPortal = false;
  private readonly sessions = new Map<string, DemoSession>();
  private readonly byRef = new Map<string, CreatedCheckout>();

  constructor(private readonly newId: () => string = randomUUID) {}

  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const repeat = this.byRef.get(input.sessionRef);
    if (repeat) return repeat;
    const checkoutSessionId = `demo_cs_${this.newId().replace(/-/g, '')}`;
    const amountTotal = input.trialDays > 0 ? 0 : input.package.price;
    const fill = (url: string) => url.replace('{CHECKOUT_SESSION_ID}', checkoutSessionId);
    this.sessions.set(checkoutSessionId, {
      checkoutSessionId,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal,
      currency: input.package.currency,
      packageId: input.package.id,
      userId: input.userId,
      successUrl: fill(input.successUrl),
      cancelUrl: fill(input.cancelUrl),
    });
    // The page lives in the app itself, on the origin the user came from.
    const checkoutUrl = `${new URL(input.successUrl).origin}/payment-demo?session_id=${encodeURIComponent(checkoutSessionId)}`;
    const created = { checkoutSessionId, checkoutUrl, amountTotal, currency: input.package.currency };
    this.byRef.set(input.sessionRef, created);
    return created;
  }

  async retrieveSession(checkoutSessionId: string): Promise<ProviderSession> {
    const session = this.sessions.get(checkoutSessionId);
    if (!session) throw new PaymentSessionNotFoundError(checkoutSessionId);
    const { successUrl: _s, cancelUrl: _c, ...provider } = session;
    return provider;
  }

  verifyWebhook(): PaymentWebhookEvent {
    throw new WebhookVerificationError('The demo payment provider sends no webhooks');
  }

  /** One demo customer per user, derived from the user: nothing to create anywhere. */
  async createCustomer({ userId }: { userId: string; email: string }): Promise<{ customerId: string }> {
    return { customerId: `demo_cus_${userId}` };
  }

  async createPortalSession(): Promise<{ url: string }> {
    throw new ProviderFeatureUnavailableError('billing portal');
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    throw new ProviderObjectNotFoundError('subscription', subscriptionId);
  }

  async cancelSubscription(): Promise<void> {
    // Demo plans have no provider subscription to stop.
  }

  async resolveCharge(): Promise<ChargePurpose | null> {
    return null;
  }

  /** The demo page's Pay button: what Stripe reports after a completed checkout. */
  markPaid(checkoutSessionId: string): void {
    const session = this.sessions.get(checkoutSessionId);
    if (session)
      Object.assign(session, {
        status: 'complete',
        paymentStatus: session.amountTotal > 0 ? 'paid' : 'no_payment_required',
      });
  }

  /** The demo page's Cancel button: the session ends unpaid. */
  markCanceled(checkoutSessionId: string): void {
    const session = this.sessions.get(checkoutSessionId);
    if (session) Object.assign(session, { status: 'expired' });
  }
}
