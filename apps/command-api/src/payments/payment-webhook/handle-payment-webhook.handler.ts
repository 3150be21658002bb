import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Logger } from '@buildmentor/config';
import { type WebhookAck } from '@buildmentor/contracts';
import { DomainError, quotaDecider } from '@buildmentor/domain';
import { isSessionPaid, PAYMENT_GATEWAY, type PaymentGateway, type PaymentWebhookEvent, WebhookVerificationError } from '@buildmentor/payments';
import { HttpProblem } from '../../http/problem-details.filter';
import { CLOCK, type Clock, LOGGER } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { PaymentFulfilment } from '../payment-fulfilment';
import { HandlePaymentWebhookCommand } from './handle-payment-webhook.command';

/** Checkout events that prove payment: at once (card) or later (delayed methods). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const ENDED_EVENTS = new Map([
  ['checkout.session.expired', 'expired'],
  ['checkout.session.async_payment_failed', 'failed'],
] as const);

/**
 * Verifies the signature over the raw body (nothing is read or appended before that), then
 * fulfils. The Stripe event id is the causation id, so five deliveries of one event, even at
 * once, append the same event ids and the store keeps one copy; a different event or a status
 * check for the same session finds it paid and records nothing.
 */
@CommandHandler(HandlePaymentWebhookCommand)
export class HandlePaymentWebhookHandler implements ICommandHandler<HandlePaymentWebhookCommand, WebhookAck> {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(PaymentFulfilment) private readonly fulfilment: PaymentFulfilment,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ rawBody, signature, correlationId }: HandlePaymentWebhookCommand): Promise<WebhookAck> {
    let event: PaymentWebhookEvent;
    try {
      event = this.gateway.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      this.logger.warn('payment webhook rejected', { correlationId, reason: error.message });
      throw new HttpProblem(400, error.code, 'The webhook signature could not be verified.');
    }
    try {
      await this.apply(event, correlationId);
    } catch (error) {
      // A rule the event breaks (a session that already ended, a foreign buyer) will not change
      // on redelivery: acknowledge so the provider stops retrying, and leave it in the log.
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn('payment webhook ignored', { correlationId, eventId: event.id, type: event.type, code: error.code });
    }
    return { received: true };
  }

  private async apply(event: PaymentWebhookEvent, correlationId: string): Promise<void> {
    const subscription = event.endedSubscription;
    if (subscription?.userId && subscription.packageId) {
      // A cancelled (or finally unpaid) subscription: the plan stops granting unlimited questions.
      await this.runner.run(quotaDecider, `quota-${subscription.userId}`, {
        type: 'EndSubscription',
        data: { userId: subscription.userId, tier: subscription.packageId, reference: subscription.subscriptionId, endedAt: subscription.endedAt },
      }, { actorId: 'system', correlationId, causationId: `${this.gateway.provider}:${event.id}`, at: this.clock() });
      return;
    }
    const session = event.session;
    // Only our own checkout sessions (they carry the buyer and plan in their metadata).
    if (!session?.packageId || !session.userId) return;
    const trigger = { actorId: 'system', correlationId, causationId: `${this.gateway.provider}:${event.id}` };
    if (PAID_EVENTS.has(event.type) && isSessionPaid(session)) {
      const { sessionId, userId, packageId, amountTotal, currency } = session;
      await this.fulfilment.confirm({ sessionId, userId, packageId, amountTotal, currency, provider: this.gateway.provider }, event.id, trigger);
      return;
    }
    const ended = ENDED_EVENTS.get(event.type as 'checkout.session.expired');
    if (ended) await this.fulfilment.fail(session.sessionId, ended, ended === 'expired' ? 'Checkout session expired' : 'Payment failed', trigger);
  }
}
