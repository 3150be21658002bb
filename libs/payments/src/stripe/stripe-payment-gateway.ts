import Stripe from 'stripe';
import { PLAN_TIERS, type PlanTier } from '@buildmentor/contracts';
import { PaymentProviderError, PaymentSessionNotFoundError, WebhookVerificationError } from '../payment-gateway.errors';
import type {
  CreateCheckoutInput,
  CreatedCheckout,
  EndedSubscription,
  PaymentGateway,
  PaymentWebhookEvent,
  ProviderSession,
  SessionPaymentStatus,
  SessionStatus,
} from '../payment-gateway.port';

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

/**
 * Stripe Checkout through the official SDK: subscriptions (with the new-user free weeks) for Pro
 * and Pro-Plus, a one-off payment for the Day Pass, all in AUD with inline prices, so the plans
 * catalogue is the single source of truth for amounts (no price ids to keep in step).
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly clock: () => Date;

  constructor(private readonly options: StripeGatewayOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.stripe = new Stripe(options.secretKey, { ...hostOptions(options.apiBase), maxNetworkRetries: 1, timeout: options.timeoutMs ?? 8000 });
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const plan = input.package;
    const subscription = plan.billing === 'subscription';
    // Metadata travels with the session (and the subscription) so every webhook names the buyer.
    const metadata = { package_id: plan.id, user_id: input.userId, session_ref: input.sessionRef };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: subscription ? 'subscription' : 'payment',
      client_reference_id: input.userId,
      customer_email: input.email,
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
        ? { subscription_data: { metadata, ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}) } }
        : { payment_intent_data: { metadata } }),
    };
    const session = await this.call(() => this.stripe.checkout.sessions.create(params, { idempotencyKey: input.sessionRef }));
    if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, checkoutUrl: session.url, amountTotal: session.amount_total ?? 0, currency: session.currency ?? plan.currency };
  }

  async retrieveSession(sessionId: string): Promise<ProviderSession> {
    try {
      return toProviderSession(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing')) {
        throw new PaymentSessionNotFoundError(sessionId);
      }
      throw new PaymentProviderError('Stripe could not be reached to check the session', { cause: error });
    }
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string): PaymentWebhookEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, this.clock().getTime());
    } catch (error) {
      throw new WebhookVerificationError(error instanceof Error ? error.message.split('\n')[0]! : 'Invalid signature');
    }
    const session = event.type.startsWith('checkout.session.') ? toProviderSession(event.data.object as Stripe.Checkout.Session) : null;
    const endedSubscription = event.type === 'customer.subscription.deleted' ? toEndedSubscription(event.data.object as Stripe.Subscription, event.created) : null;
    return { id: event.id, type: event.type, session, endedSubscription };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new PaymentProviderError('Stripe could not create the checkout session', { cause: error });
    }
  }
}

/** A deleted subscription: it ended at `ended_at` (or when Stripe sent the event). */
export function toEndedSubscription(subscription: Stripe.Subscription, eventCreated: number): EndedSubscription {
  const packageId = subscription.metadata?.package_id;
  const endedAtSeconds = subscription.ended_at ?? subscription.canceled_at ?? eventCreated;
  return {
    subscriptionId: subscription.id,
    userId: subscription.metadata?.user_id ?? null,
    packageId: isPlanTier(packageId) ? packageId : null,
    endedAt: new Date(endedAtSeconds * 1000).toISOString(),
  };
}

export function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  const packageId = session.metadata?.package_id;
  return {
    sessionId: session.id,
    status: (session.status ?? 'open') as SessionStatus,
    paymentStatus: session.payment_status as SessionPaymentStatus,
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? 'aud',
    packageId: isPlanTier(packageId) ? packageId : null,
    userId: session.metadata?.user_id ?? session.client_reference_id ?? null,
  };
}

const isPlanTier = (value: string | undefined): value is PlanTier => (PLAN_TIERS as readonly string[]).includes(value ?? '');

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
