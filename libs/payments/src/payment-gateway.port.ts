import type { PlanDefinition, PlanTier } from '@buildmentor/contracts';

/**
 * The payments port (DESIGN.md section 4). The API creates checkout sessions, looks them up when
 * a webhook is late, and turns verified provider notifications into confirmations; which provider
 * runs (`stripe` or the in-app `demo`) is invisible above this interface.
 */

export interface CreateCheckoutInput {
  /** Our idempotency key for the creation: a retried request creates one session, not two. */
  sessionRef: string;
  package: PlanDefinition;
  userId: string;
  email: string;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the session id (Stripe's convention). */
  successUrl: string;
  cancelUrl: string;
  /** Free days before the first charge (the new-subscriber offer), 0 for none. */
  trialDays: number;
}

export interface CreatedCheckout {
  sessionId: string;
  checkoutUrl: string;
  /** Charged when the user pays now, in minor units (0 while free weeks run). */
  amountTotal: number;
  currency: string;
}

export type SessionStatus = 'open' | 'complete' | 'expired';
export type SessionPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface ProviderSession {
  sessionId: string;
  status: SessionStatus;
  paymentStatus: SessionPaymentStatus;
  amountTotal: number;
  currency: string;
  /** From the session's metadata; null when it names no plan we sell (not one of ours). */
  packageId: PlanTier | null;
  userId: string | null;
}

/** A verified provider notification, reduced to what fulfilment needs. */
export interface PaymentWebhookEvent {
  /** The provider's event id: the idempotency key of a delivery. */
  id: string;
  /** The provider's event type, e.g. 'checkout.session.completed'. */
  type: string;
  /** The checkout session the event is about, or null for other objects. */
  session: ProviderSession | null;
  /** A subscription that stopped (cancelled, or unpaid for good), or null. */
  endedSubscription?: EndedSubscription | null;
}

/** From the subscription's metadata (set at checkout): whose plan, which tier, and when it ended. */
export interface EndedSubscription {
  subscriptionId: string;
  userId: string | null;
  packageId: PlanTier | null;
  endedAt: string;
}

export interface PaymentGateway {
  readonly provider: 'stripe' | 'demo';
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** Throws PaymentSessionNotFoundError for an id the provider does not know. */
  retrieveSession(sessionId: string): Promise<ProviderSession>;
  /** Throws WebhookVerificationError on a bad signature or a timestamp older than the tolerance. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string): PaymentWebhookEvent;
}

/** A session counts as paid when the provider completed it with money taken or none due yet. */
export function isSessionPaid(session: Pick<ProviderSession, 'status' | 'paymentStatus'>): boolean {
  return session.status === 'complete' && session.paymentStatus !== 'unpaid';
}

/** Injection token for the port (DESIGN.md: ports are injected by Symbol tokens). */
export const PAYMENT_GATEWAY = Symbol.for('buildmentor.PaymentGateway');
