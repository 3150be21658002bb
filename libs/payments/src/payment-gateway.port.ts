import type { PlanDefinition, PlanTier, ProviderSubscriptionStatus } from '@buildmentor/contracts';

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
  /** The user's provider customer, reused for every checkout (null: the provider creates one). */
  customerId?: string | null;
}

export interface CreatedCheckout {
  checkoutSessionId: string;
  checkoutUrl: string;
  /** Charged when the user pays now, in minor units (0 while free weeks run). */
  amountTotal: number;
  currency: string;
}

export type SessionStatus = 'open' | 'complete' | 'expired';
export type SessionPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface ProviderSession {
  checkoutSessionId: string;
  status: SessionStatus;
  paymentStatus: SessionPaymentStatus;
  amountTotal: number;
  currency: string;
  /** From the session's metadata; null when it names no plan we sell (not one of ours). */
  packageId: PlanTier | null;
  userId: string | null;
  /** The subscription a completed subscription-mode session created (Stripe `sub_...`). */
  subscriptionId?: string | null;
  /** The provider customer the session was paid by, when it has one. */
  customerId?: string | null;
}

/** A provider subscription as it is now, with the buyer and plan from its metadata. */
export interface ProviderSubscription {
  subscriptionId: string;
  status: ProviderSubscriptionStatus;
  userId: string | null;
  packageId: PlanTier | null;
  customerId: string | null;
  /** When it ended (canceled / incomplete_expired), else null. */
  endedAt: string | null;
}

/** A subscription invoice named by a notification (paid, or an attempt that failed). */
export interface ProviderInvoice {
  invoiceId: string;
  subscriptionId: string | null;
  /** From the subscription's metadata as the invoice recorded it. */
  userId: string | null;
  packageId: PlanTier | null;
  amountPaid: number;
  amountDue: number;
  currency: string;
  attemptCount: number;
  nextPaymentAttempt: string | null;
  billingReason: string | null;
}

/** A charge as a refund notification reports it: `amountRefunded` is the total refunded so far. */
export interface ProviderCharge {
  chargeId: string;
  paymentIntentId: string | null;
  amount: number;
  amountRefunded: number;
  currency: string;
}

export interface ProviderDispute {
  disputeId: string;
  chargeId: string;
  paymentIntentId: string | null;
  amount: number;
  currency: string;
  reason: string;
  status: string;
}

/** What a charge paid for: a one-off checkout (the Day Pass), or an invoice of a subscription. */
export type ChargePurpose =
  | { kind: 'checkout'; checkoutSessionId: string; userId: string; packageId: PlanTier }
  | { kind: 'subscription'; subscriptionId: string; userId: string; packageId: PlanTier };

/** A verified provider notification, reduced to what the handlers need. Only one subject is set. */
export interface PaymentWebhookEvent {
  /** The provider's event id: the idempotency key of a delivery. */
  id: string;
  /** The provider's event type, e.g. 'checkout.session.completed'. */
  type: string;
  /** The checkout session the event is about, or null for other objects. */
  session: ProviderSession | null;
  /** The subscription a `customer.subscription.*` event is about (fetch it for its state). */
  subscriptionId?: string | null;
  invoice?: ProviderInvoice | null;
  charge?: ProviderCharge | null;
  dispute?: ProviderDispute | null;
}

export interface PaymentGateway {
  readonly provider: 'stripe' | 'demo';
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** Throws PaymentSessionNotFoundError for an id the provider does not know. */
  retrieveSession(checkoutSessionId: string): Promise<ProviderSession>;
  /** Throws WebhookVerificationError on a bad signature or a timestamp outside the tolerance (past or future). */
  verifyWebhook(rawBody: Buffer, signatureHeader: string): PaymentWebhookEvent;
  /**
   * The user's provider customer, created if needed. Idempotent per user at the provider for a
   * day, so two checkouts at once get the same customer; the caller records it once.
   */
  createCustomer(input: { userId: string; email: string }): Promise<{ customerId: string }>;
  /** A short-lived link to the provider's billing portal (card, invoices, cancel) for a customer. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The subscription as it is now. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Stops a subscription at once (no more renewals); a subscription already ended is fine. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** What a charge paid for, looked up at the provider; null when it is not one of ours. */
  resolveCharge(paymentIntentId: string): Promise<ChargePurpose | null>;
  /** Whether the provider has a billing portal the app can send users to. */
  readonly hasBillingPortal: boolean;
}

/** A session counts as paid when the provider completed it with money taken or none due yet. */
export function isSessionPaid(session: Pick<ProviderSession, 'status' | 'paymentStatus'>): boolean {
  return session.status === 'complete' && session.paymentStatus !== 'unpaid';
}

/** Injection token for the port (DESIGN.md: ports are injected by Symbol tokens). */
export const PAYMENT_GATEWAY = Symbol.for('buildmentor.PaymentGateway');
