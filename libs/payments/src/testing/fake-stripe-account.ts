import { randomBytes } from 'node:crypto';
import type { FormValue } from './stripe-form';

export type StripeObject = Record<string, unknown> & { id: string; object: string };
type Metadata = Record<string, string>;

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const DAY = 24 * 3600;

/**
 * The state of a Stripe account, in Stripe's documented object shapes (Checkout Sessions,
 * Customers, Subscriptions, Invoices, Invoice Payments, PaymentIntents, Charges, Disputes,
 * Billing Portal sessions), and the things Stripe itself does to them: a customer pays, a
 * renewal is paid or fails, a subscription is cancelled, a charge refunded or disputed. Tests
 * drive it like Stripe's dashboard would and build the webhook payloads Stripe would send,
 * each carrying a snapshot of the object at that moment (so an old payload can arrive late).
 */
export class FakeStripeAccount {
  readonly sessions = new Map<string, StripeObject>();
  readonly customers = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly invoicePayments = new Map<string, StripeObject>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly charges = new Map<string, StripeObject>();
  readonly disputes = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  /** What a session was created with that completion needs (Stripe keeps it server-side too). */
  private readonly sessionParams = new Map<
    string,
    {
      subscriptionData: { metadata?: Metadata; trial_period_days?: string };
      paymentIntentMetadata: Metadata;
      unitAmount: number;
    }
  >();
  private readonly invoiceCharges = new Map<string, string>();

  /** What Stripe does when the customer pays (or starts a trial with nothing due). */
  complete(checkoutSessionId: string): StripeObject {
    const session = this.session(checkoutSessionId);
    Object.assign(session, {
      status: 'complete',
      payment_status: session.amount_total === 0 ? 'no_payment_required' : 'paid',
    });
    // Checkout creates a customer for a subscription unless the session was given one.
    const customer =
      (session.customer as string | null) ??
      (session.mode === 'subscription'
        ? this.createCustomer({ email: String(session.customer_email ?? '') }).id
        : null);
    session.customer = customer;
    if (session.mode === 'subscription') {
      const sub = this.createSubscription(session, customer!);
      session.subscription = sub.id;
      if (session.amount_total !== 0)
        this.payInvoice(sub.id, 'subscription_create', Number(session.amount_total));
    } else {
      const metadata = this.sessionParams.get(checkoutSessionId)!.paymentIntentMetadata;
      session.payment_intent = this.takePayment(
        Number(session.amount_total),
        String(session.currency),
        customer,
        metadata,
      ).paymentIntent.id;
    }
    return session;
  }

  expire(checkoutSessionId: string): StripeObject {
    return Object.assign(this.session(checkoutSessionId), { status: 'expired' });
  }

  createCustomer(params: { email?: string; metadata?: Metadata }): StripeObject {
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      email: params.email ?? null,
      metadata: params.metadata ?? {},
      created: now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** A subscription's status changes (past_due after a failed renewal, unpaid, paused, active again). */
  setSubscriptionStatus(subscriptionId: string, status: string): StripeObject {
    const subscription = this.subscription(subscriptionId);
    subscription.status = status;
    if (status === 'canceled' || status === 'incomplete_expired')
      Object.assign(subscription, { canceled_at: now(), ended_at: now() });
    return subscription;
  }

  /**
   * An invoice of the subscription is paid: the open one (a retry that succeeded) or a new one
   * (a renewal by default), with its payment intent and charge.
   */
  payInvoice(subscriptionId: string, billingReason = 'subscription_cycle', amount?: number): StripeObject {
    const subscription = this.subscription(subscriptionId);
    const invoice =
      this.openInvoiceOf(subscriptionId) ??
      this.newInvoice(subscription, billingReason, amount ?? this.priceOf(subscription));
    const price = Number(invoice.amount_due);
    const { paymentIntent, charge } = this.takePayment(
      price,
      String(subscription.currency),
      subscription.customer as string,
      {},
    );
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: price,
      amount_remaining: 0,
      attempt_count: 1,
      attempted: true,
      next_payment_attempt: null,
    });
    const payment: StripeObject = {
      id: newId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: price,
      amount_requested: price,
      currency: subscription.currency,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: paymentIntent.id },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: now() },
      created: now(),
    };
    this.invoicePayments.set(payment.id, payment);
    subscription.latest_invoice = invoice.id;
    this.invoiceCharges.set(invoice.id, charge.id);
    return invoice;
  }

  /** A renewal attempt fails: the invoice stays open with Stripe's retry schedule. */
  failInvoice(subscriptionId: string, attempt = 1, nextAttemptInDays: number | null = 3): StripeObject {
    const subscription = this.subscription(subscriptionId);
    const invoice =
      this.openInvoiceOf(subscriptionId) ??
      this.newInvoice(subscription, 'subscription_cycle', this.priceOf(subscription));
    Object.assign(invoice, {
      attempt_count: attempt,
      attempted: true,
      next_payment_attempt: nextAttemptInDays === null ? null : now() + nextAttemptInDays * DAY,
    });
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** A refund from the dashboard: the whole charge by default, or `amount` more of it. */
  refund(chargeId: string, amount?: number): StripeObject {
    const charge = this.charge(chargeId);
    const refunded = Math.min(
      Number(charge.amount),
      Number(charge.amount_refunded) + (amount ?? Number(charge.amount)),
    );
    return Object.assign(charge, { amount_refunded: refunded, refunded: refunded >= Number(charge.amount) });
  }

  dispute(chargeId: string, reason = 'fraudulent'): StripeObject {
    const charge = this.charge(chargeId);
    charge.disputed = true;
    const dispute: StripeObject = {
      id: newId('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      reason,
      status: 'needs_response',
      is_charge_refundable: false,
      created: now(),
      livemode: false,
      metadata: {},
    };
    this.disputes.set(dispute.id, dispute);
    return dispute;
  }

  closeDispute(disputeId: string, status: 'won' | 'lost'): StripeObject {
    return Object.assign(this.object(this.disputes, disputeId), { status });
  }

  /** The charge behind a paid Day Pass session or a paid invoice. */
  chargeOf(ref: { checkoutSessionId?: string; invoiceId?: string }): StripeObject {
    if (ref.checkoutSessionId) {
      const paymentIntent = this.session(ref.checkoutSessionId).payment_intent as string;
      return [...this.charges.values()].find((charge) => charge.payment_intent === paymentIntent)!;
    }
    return this.charge(this.invoiceCharges.get(ref.invoiceId!)!);
  }

  /**
   * The JSON body of a webhook delivery (sign it with signStripePayload). The object is copied as
   * it is now, as Stripe does: delivering it later shows the state of that moment.
   */
  eventFor(type: string, object: StripeObject, eventId = newId('evt')): string {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    });
  }

  /** The JSON body of a webhook delivery for one checkout session. */
  eventPayload(type: string, checkoutSessionId: string, eventId?: string): string {
    return this.eventFor(type, this.session(checkoutSessionId), eventId);
  }

  subscriptionEvent(type: string, subscriptionId: string, eventId?: string): string {
    return this.eventFor(type, this.subscription(subscriptionId), eventId);
  }

  invoiceEvent(type: string, invoiceId: string, eventId?: string): string {
    return this.eventFor(type, this.object(this.invoices, invoiceId), eventId);
  }

  chargeEvent(type: string, chargeId: string, eventId?: string): string {
    return this.eventFor(type, this.charge(chargeId), eventId);
  }

  disputeEvent(type: string, disputeId: string, eventId?: string): string {
    return this.eventFor(type, this.object(this.disputes, disputeId), eventId);
  }

  /** POST /v1/checkout/sessions, as Stripe answers it. */
  createSession(body: Record<string, FormValue>): StripeObject {
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const items = (body.line_items ?? []) as Array<{
      quantity?: string;
      price_data?: { unit_amount?: string; currency?: string };
    }>;
    const subtotal = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const trialDays = Number(
      (body.subscription_data as { trial_period_days?: string } | undefined)?.trial_period_days ?? 0,
    );
    const created = now();
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      // A trial's first invoice is free: Checkout reports nothing due today.
      amount_subtotal: body.mode === 'subscription' && trialDays > 0 ? 0 : subtotal,
      amount_total: body.mode === 'subscription' && trialDays > 0 ? 0 : subtotal,
      currency: items[0]?.price_data?.currency ?? 'aud',
      client_reference_id: body.client_reference_id ?? null,
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      success_url: String(body.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: body.cancel_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      created,
      expires_at: created + DAY,
      livemode: false,
      subscription: null,
      payment_intent: null,
    };
    this.sessions.set(id, session);
    this.sessionParams.set(id, {
      subscriptionData: (body.subscription_data ?? {}) as { metadata?: Metadata; trial_period_days?: string },
      paymentIntentMetadata: ((body.payment_intent_data as { metadata?: Metadata } | undefined)?.metadata ??
        {}) as Metadata,
      unitAmount: Number(items[0]?.price_data?.unit_amount ?? 0),
    });
    return session;
  }

  createPortalSession(body: Record<string, FormValue>): StripeObject {
    const id = newId('bps');
    const session: StripeObject = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_test_default',
      created: now(),
      customer: body.customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: body.return_url ?? null,
      url: `https://billing.stripe.com/p/session/test_${id}`,
    };
    this.portalSessions.set(id, session);
    return session;
  }

  session(checkoutSessionId: string): StripeObject {
    return this.object(this.sessions, checkoutSessionId);
  }

  subscription(subscriptionId: string): StripeObject {
    return this.object(this.subscriptions, subscriptionId);
  }

  charge(chargeId: string): StripeObject {
    return this.object(this.charges, chargeId);
  }

  private object(map: Map<string, StripeObject>, id: string): StripeObject {
    const found = map.get(id);
    if (!found) throw new Error(`fake Stripe has no ${id}`);
    return found;
  }

  private createSubscription(session: StripeObject, customer: string): StripeObject {
    const params = this.sessionParams.get(session.id)!;
    const data = params.subscriptionData;
    const trialDays = Number(data.trial_period_days ?? 0);
    const start = now();
    const periodEnd = start + (trialDays > 0 ? trialDays * DAY : 30 * DAY);
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      status: trialDays > 0 ? 'trialing' : 'active',
      customer,
      currency: session.currency,
      metadata: data.metadata ?? {},
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      trial_start: trialDays > 0 ? start : null,
      trial_end: trialDays > 0 ? periodEnd : null,
      latest_invoice: null,
      livemode: false,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: periodEnd,
            price: { unit_amount: params.unitAmount, currency: session.currency },
          },
        ],
        has_more: false,
        url: '/v1/subscription_items',
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  private newInvoice(subscription: StripeObject, billingReason: string, amount: number): StripeObject {
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      currency: subscription.currency,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      billing_reason: billingReason,
      next_payment_attempt: null,
      status: 'open',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      },
      created: now(),
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** A succeeded PaymentIntent and its Charge; Stripe copies the intent's metadata to the charge. */
  private takePayment(amount: number, currency: string, customer: string | null, metadata: Metadata) {
    const paymentIntent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      currency,
      customer,
      metadata,
      status: 'succeeded',
      created: now(),
      livemode: false,
    };
    const charge: StripeObject = {
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      currency,
      customer,
      metadata,
      payment_intent: paymentIntent.id,
      paid: true,
      captured: true,
      refunded: false,
      disputed: false,
      status: 'succeeded',
      created: now(),
      livemode: false,
    };
    paymentIntent.latest_charge = charge.id;
    this.paymentIntents.set(paymentIntent.id, paymentIntent);
    this.charges.set(charge.id, charge);
    return { paymentIntent, charge };
  }

  private openInvoiceOf(subscriptionId: string): StripeObject | undefined {
    return [...this.invoices.values()].find(
      (invoice) =>
        (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
          .subscription === subscriptionId && invoice.status === 'open',
    );
  }

  private priceOf(subscription: StripeObject): number {
    return (subscription.items as { data: Array<{ price: { unit_amount: number } }> }).data[0]!.price
      .unit_amount;
  }
}
