import Stripe from 'stripe';
import {
  PaymentProviderError,
  PaymentSessionNotFoundError,
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
import {
  idOf,
  planTier,
  toProviderCharge,
  toProviderDispute,
  toProviderInvoice,
  toProviderSession,
  toProviderSubscription,
} from './stripe-objects';

/** Stripe's recommended tolerance: a signed payload older than 5 minutes may be a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. 'http://127.0.0.1:12111' for a local server that speaks Stripe's API; Stripe's own by default. */
  apiBase?: string;
  /** Time for the webhook age check; injected so tests can pin it. */
  clock?: () => Date;
  timeoutMs?: number;
}

/** Subscriptions that will never renew again: cancelling them is already done. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/**
 * Stripe through the official SDK. Checkout: subscriptions (with the new-user free weeks) for Pro
 * and Pro-Plus, a one-off payment for the Day Pass, all in AUD with inline prices, so the plans
 * catalogue is the single source of truth for amounts (no price ids to keep in step). One customer
 * per user, reused by every checkout and by the Billing Portal. Webhooks are only triggers: the
 * handlers fetch the subscription's current state here before deciding (Stripe does not guarantee
 * delivery order).
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  readonly hasBillingPortal = true;
  private readonly stripe: Stripe;
  private readonly clock: () => Date;

  constructor(private readonly options: StripeGatewayOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.stripe = new Stripe(options.secretKey, {
      ...hostOptions(options.apiBase),
      maxNetworkRetries: 1,
      timeout: options.timeoutMs ?? 8000,
    });
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const plan = input.package;
    const subscription = plan.billing === 'subscription';
    // Metadata travels with the session (and the subscription) so every webhook names the buyer.
    const metadata = { package_id: plan.id, user_id: input.userId, session_ref: input.sessionRef };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: subscription ? 'subscription' : 'payment',
      client_reference_id: input.userId,
      // The user's own customer when there is one (Stripe refuses both at once).
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: plan.currency,
            unit_amount: plan.price,
            product_data: { name: plan.name, description: plan.description },
            ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
          },
        },
      ],
      ...(subscription
        ? {
            subscription_data: {
              metadata,
              ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
            },
          }
        : { payment_intent_data: { metadata } }),
    };
    const session = await this.call('create the checkout session', () =>
      this.stripe.checkout.sessions.create(params, { idempotencyKey: input.sessionRef }),
    );
    if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL');
    return {
      checkoutSessionId: session.id,
      checkoutUrl: session.url,
      amountTotal: session.amount_total ?? 0,
      currency: session.currency ?? plan.currency,
    };
  }

  async retrieveSession(checkoutSessionId: string): Promise<ProviderSession> {
    try {
      return toProviderSession(await this.stripe.checkout.sessions.retrieve(checkoutSessionId));
    } catch (error) {
      if (isMissing(error)) throw new PaymentSessionNotFoundError(checkoutSessionId);
      throw new PaymentProviderError('Stripe could not be reached to check the session', { cause: error });
    }
  }

  async createCustomer({
    userId,
    email,
  }: {
    userId: string;
    email: string;
  }): Promise<{ customerId: string }> {
    // One idempotency key per user: two checkouts racing get the same customer back from Stripe.
    const customer = await this.call('create the customer', () =>
      this.stripe.customers.create(
        { email, metadata: { user_id: userId } },
        { idempotencyKey: `buildmentor-customer-${userId}` },
      ),
    );
    return { customerId: customer.id };
  }

  async createPortalSession({
    customerId,
    returnUrl,
  }: {
    customerId: string;
    returnUrl: string;
  }): Promise<{ url: string }> {
    const session = await this.call('open the billing portal', () =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return { url: session.url };
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return toProviderSubscription(
      await this.find('subscription', subscriptionId, () =>
        this.stripe.subscriptions.retrieve(subscriptionId),
      ),
    );
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    const current = await this.retrieveSubscription(subscriptionId);
    if (ENDED_STATUSES.has(current.status)) return;
    await this.call('cancel the subscription', () => this.stripe.subscriptions.cancel(subscriptionId));
  }

  async resolveCharge(paymentIntentId: string): Promise<ChargePurpose | null> {
    // A Day Pass: the checkout session that took this payment.
    const sessions = await this.call('look up the payment', () =>
      this.stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 }),
    );
    const session = sessions.data[0];
    if (session) {
      const packageId = planTier(session.metadata?.package_id);
      const userId = session.metadata?.user_id ?? session.client_reference_id;
      return packageId && userId
        ? { kind: 'checkout', checkoutSessionId: session.id, userId, packageId }
        : null;
    }
    // A subscription's invoice: the invoice payment, its invoice, and the invoice's subscription.
    const payments = await this.call('look up the payment', () =>
      this.stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntentId },
        limit: 1,
      }),
    );
    const invoiceId = idOf(payments.data[0]?.invoice as string | { id?: string } | undefined);
    if (!invoiceId) return null;
    const invoice = toProviderInvoice(
      await this.find('invoice', invoiceId, () => this.stripe.invoices.retrieve(invoiceId)),
    );
    if (!invoice.subscriptionId) return null;
    const subscription =
      invoice.userId && invoice.packageId ? invoice : await this.retrieveSubscription(invoice.subscriptionId);
    if (!subscription.userId || !subscription.packageId) return null;
    return {
      kind: 'subscription',
      subscriptionId: invoice.subscriptionId,
      userId: subscription.userId,
      packageId: subscription.packageId,
    };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string): PaymentWebhookEvent {
    const now = this.clock().getTime();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now,
      );
    } catch (error) {
      throw new WebhookVerificationError(
        error instanceof Error ? error.message.split('\n')[0]! : 'Invalid signature',
      );
    }
    // The SDK only bounds a signature's age; one dated in the future (a clock far ahead, or a
    // payload signed to be replayed later) is as untrustworthy, so the window is symmetric.
    const signedAt = signedTimestamp(signatureHeader);
    if (signedAt === null || signedAt - Math.floor(now / 1000) > WEBHOOK_TOLERANCE_SECONDS) {
      throw new WebhookVerificationError('Timestamp outside the tolerance zone (in the future)');
    }
    return toWebhookEvent(event);
  }

  /** A request that may fail for reasons other than a missing object. */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not ${what}`, { cause: error });
    }
  }

  /** A retrieve whose 404 means the object does not exist (not a provider outage). */
  private async find<T>(objectType: string, id: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (isMissing(error)) throw new ProviderObjectNotFoundError(objectType, id);
      throw new PaymentProviderError(`Stripe could not be reached to read the ${objectType}`, {
        cause: error,
      });
    }
  }
}

function toWebhookEvent(event: Stripe.Event): PaymentWebhookEvent {
  const object = event.data.object as { object?: string };
  const base: PaymentWebhookEvent = { id: event.id, type: event.type, session: null };
  switch (object.object) {
    case 'checkout.session':
      return { ...base, session: toProviderSession(object as Stripe.Checkout.Session) };
    case 'subscription':
      return { ...base, subscriptionId: (object as Stripe.Subscription).id };
    case 'invoice':
      return { ...base, invoice: toProviderInvoice(object as Stripe.Invoice) };
    case 'charge':
      return { ...base, charge: toProviderCharge(object as Stripe.Charge) };
    case 'dispute':
      return { ...base, dispute: toProviderDispute(object as Stripe.Dispute) };
    default:
      return base;
  }
}

/** The `t=` of a Stripe-Signature header (`t=1700000000,v1=...`), or null when there is none. */
function signedTimestamp(header: string): number | null {
  for (const part of header.split(',')) {
    const [key, value] = part.split('=');
    if (key?.trim() === 't' && value && /^\d+$/.test(value.trim())) return Number(value.trim());
  }
  return null;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  );
}

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
