import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Logger } from '@buildmentor/config';
import { type WebhookAck } from '@buildmentor/contracts';
import { isDomainError } from '@buildmentor/domain';
import {
  isSessionPaid,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentProviderError,
  type PaymentWebhookEvent,
  ProviderObjectNotFoundError,
  type ProviderSession,
  WebhookVerificationError,
} from '@buildmentor/payments';
import { CLOCK, type Clock, LOGGER } from '../../infrastructure/tokens';
import { BillingCustomers } from '../billing/billing-customers';
import { ChargeOutcomes } from '../billing/charge-outcomes';
import { InvoiceOutcomes, isOwnInvoice } from '../billing/invoice-outcomes';
import { SubscriptionSync } from '../billing/subscription-sync';
import { PaymentFulfilment } from '../payment-fulfilment';
import { WebhookDeferredError, WebhookInvalidError } from '../payments.errors';
import { HandlePaymentWebhookCommand } from './handle-payment-webhook.command';

/** Checkout events that prove payment: at once (card) or later (delayed methods). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const ENDED_EVENTS = new Map([
  ['checkout.session.expired', 'expired'],
  ['checkout.session.async_payment_failed', 'failed'],
] as const);

type Trigger = { actorId: string; correlationId: string; causationId: string };

/**
 * Verifies the signature over the raw body (nothing is read or appended before that), then acts.
 * The Stripe event id is the causation id, so five deliveries of one event, even at once, append
 * the same event ids and the store keeps one copy.
 *
 * Stripe does not guarantee delivery order, so nothing here trusts a payload's snapshot of a
 * subscription: any notification that touches one (checkout completed, customer.subscription.*,
 * invoice.*, a closed dispute) fetches the subscription as it is now and syncs the plan from it
 * (SubscriptionSync). Money facts (paid invoices, failed attempts, refunds) are recorded once each.
 */
@CommandHandler(HandlePaymentWebhookCommand)
export class HandlePaymentWebhookHandler implements ICommandHandler<HandlePaymentWebhookCommand> {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(PaymentFulfilment) private readonly fulfilment: PaymentFulfilment,
    @Inject(SubscriptionSync) private readonly subscriptions: SubscriptionSync,
    @Inject(InvoiceOutcomes) private readonly invoices: InvoiceOutcomes,
    @Inject(ChargeOutcomes) private readonly charges: ChargeOutcomes,
    @Inject(BillingCustomers) private readonly customers: BillingCustomers,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ rawBody, signature, correlationId }: HandlePaymentWebhookCommand): Promise<WebhookAck> {
    let event: PaymentWebhookEvent;
    try {
      event = this.gateway.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      this.logger.warn('payment webhook rejected', { correlationId, reason: error.message });
      throw WebhookInvalidError('signature');
    }
    const trigger: Trigger = {
      actorId: 'system',
      correlationId,
      causationId: `${this.gateway.provider}:${event.id}`,
    };
    try {
      await this.apply(event, trigger);
    } catch (error) {
      // The provider could not be asked for the current state: fail, so it delivers again later.
      if (error instanceof PaymentProviderError) {
        this.logger.warn('payment webhook deferred', {
          correlationId,
          eventId: event.id,
          type: event.type,
          reason: error.message,
        });
        throw WebhookDeferredError();
      }
      // A rule the event breaks (a session that already ended, a foreign buyer) or an object the
      // provider no longer has will not change on redelivery: acknowledge, and leave it in the log.
      if (!isDomainError(error) && !(error instanceof ProviderObjectNotFoundError)) throw error;
      this.logger.warn('payment webhook ignored', {
        correlationId,
        eventId: event.id,
        type: event.type,
        code: error.code,
      });
    }
    return { received: true };
  }

  private async apply(event: PaymentWebhookEvent, trigger: Trigger): Promise<void> {
    if (event.session) return this.checkoutSession(event.type, event.session, event.id, trigger);
    if (event.subscriptionId) {
      await this.subscriptions.sync(event.subscriptionId, trigger);
      return;
    }
    if (event.invoice) {
      const invoice = event.invoice;
      if (!isOwnInvoice(invoice)) return;
      if (event.type === 'invoice.paid') await this.invoices.paid(invoice, trigger);
      if (event.type === 'invoice.payment_failed') await this.invoices.failed(invoice, trigger);
      await this.subscriptions.sync(invoice.subscriptionId, trigger);
      return;
    }
    if (event.charge && event.type === 'charge.refunded') {
      await this.charges.refunded(event.charge, trigger);
      return;
    }
    if (event.dispute && event.type === 'charge.dispute.created') {
      await this.charges.disputed(event.dispute, trigger);
      return;
    }
    if (event.dispute && event.type === 'charge.dispute.closed') {
      const purpose = await this.charges.disputeClosed(event.dispute, trigger);
      if (purpose?.kind === 'subscription') await this.subscriptions.sync(purpose.subscriptionId, trigger);
    }
  }

  private async checkoutSession(
    type: string,
    session: ProviderSession,
    eventId: string,
    trigger: Trigger,
  ): Promise<void> {
    // Only our own checkout sessions (they carry the buyer and plan in their metadata).
    if (!session.packageId || !session.userId) return;
    if (PAID_EVENTS.has(type) && isSessionPaid(session)) {
      const { checkoutSessionId, userId, packageId, amountTotal, currency } = session;
      if (session.customerId)
        await this.customers.link(userId, session.customerId, { ...trigger, at: this.clock() });
      await this.fulfilment.confirm(
        { checkoutSessionId, userId, packageId, amountTotal, currency, provider: this.gateway.provider },
        eventId,
        trigger,
        session.subscriptionId ?? null,
      );
      // The payload is a snapshot from checkout time; the subscription may have changed since.
      if (session.subscriptionId) await this.subscriptions.sync(session.subscriptionId, trigger);
      return;
    }
    const ended = ENDED_EVENTS.get(type as 'checkout.session.expired');
    if (ended)
      await this.fulfilment.fail(
        session.checkoutSessionId,
        ended,
        ended === 'expired' ? 'Checkout session expired' : 'Payment failed',
        trigger,
      );
  }
}
