import type Stripe from 'stripe';
import {
  PLAN_TIERS,
  PROVIDER_SUBSCRIPTION_STATUSES,
  type PlanTier,
  type ProviderSubscriptionStatus,
} from '@buildmentor/contracts';
import type {
  ProviderCharge,
  ProviderDispute,
  ProviderInvoice,
  ProviderSession,
  ProviderSubscription,
  SessionPaymentStatus,
  SessionStatus,
} from '../payment-gateway.port';

/**
 * Stripe objects (API version of the installed SDK) reduced to the port's shapes. Buyer and plan
 * always come from the metadata we set at checkout (`user_id`, `package_id`), copied by Stripe to
 * the subscription, its invoices and the Day Pass's payment.
 */

export function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  return {
    checkoutSessionId: session.id,
    status: (session.status ?? 'open') as SessionStatus,
    paymentStatus: session.payment_status as SessionPaymentStatus,
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? 'aud',
    packageId: planTier(session.metadata?.package_id),
    userId: session.metadata?.user_id ?? session.client_reference_id ?? null,
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
  };
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const status = (PROVIDER_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status)
    ? (subscription.status as ProviderSubscriptionStatus)
    : 'incomplete';
  return {
    subscriptionId: subscription.id,
    status,
    userId: subscription.metadata?.user_id ?? null,
    packageId: planTier(subscription.metadata?.package_id),
    customerId: idOf(subscription.customer),
    endedAt: seconds(subscription.ended_at ?? (status === 'canceled' ? subscription.canceled_at : null)),
  };
}

export function toProviderInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const details = invoice.parent?.subscription_details ?? null;
  return {
    invoiceId: invoice.id ?? '',
    subscriptionId: idOf(details?.subscription ?? null),
    userId: details?.metadata?.user_id ?? null,
    packageId: planTier(details?.metadata?.package_id),
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    currency: invoice.currency,
    attemptCount: invoice.attempt_count,
    nextPaymentAttempt: seconds(invoice.next_payment_attempt),
    billingReason: invoice.billing_reason ?? null,
  };
}

export function toProviderCharge(charge: Stripe.Charge): ProviderCharge {
  return {
    chargeId: charge.id,
    paymentIntentId: idOf(charge.payment_intent),
    amount: charge.amount,
    amountRefunded: charge.amount_refunded,
    currency: charge.currency,
  };
}

export function toProviderDispute(dispute: Stripe.Dispute): ProviderDispute {
  return {
    disputeId: dispute.id,
    chargeId: idOf(dispute.charge) ?? '',
    paymentIntentId: idOf(dispute.payment_intent),
    amount: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason,
    status: dispute.status,
  };
}

export function planTier(value: string | undefined | null): PlanTier | null {
  return (PLAN_TIERS as readonly string[]).includes(value ?? '') ? (value as PlanTier) : null;
}

/** An expandable reference: Stripe sends the id, or the object when expanded. */
export function idOf(ref: string | { id?: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : (ref.id ?? null);
}

function seconds(value: number | null | undefined): string | null {
  return typeof value === 'number' ? new Date(value * 1000).toISOString() : null;
}
