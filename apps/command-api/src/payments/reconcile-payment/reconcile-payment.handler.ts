import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PaymentStatusResponse } from '@buildmentor/contracts';
import {
  entitlementDecider,
  isActivated,
  paymentDecider,
  PaymentNotFoundError,
  type PaymentSessionFacts,
} from '@buildmentor/domain';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import {
  isSessionPaid,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type ProviderSession,
} from '@buildmentor/payments';
import { type Logger } from '@buildmentor/config';
import { LOGGER } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { PaymentFulfilment } from '../payment-fulfilment';
import { paymentStatusView } from './payment-status-view';
import { ReconcilePaymentCommand } from './reconcile-payment.command';

/**
 * GET /api/payment/status/{id}. Reads the session's own stream (a write-side read on purpose: it
 * may have to fulfil, and the result page polls it right after the redirect, before any read
 * model could know). Only the buyer sees a session; anyone else gets the same 404 as a wrong id.
 */
@CommandHandler(ReconcilePaymentCommand)
export class ReconcilePaymentHandler implements ICommandHandler<ReconcilePaymentCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(PaymentFulfilment) private readonly fulfilment: PaymentFulfilment,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({
    user,
    checkoutSessionId,
    correlationId,
  }: ReconcilePaymentCommand): Promise<PaymentStatusResponse> {
    const stream = `payment-${checkoutSessionId}`;
    const state = await this.runner.load(paymentDecider, stream);
    if (!state.session || state.session.userId !== user.userId) throw PaymentNotFoundError();
    const trigger = {
      actorId: user.userId,
      correlationId,
      causationId: `status:${checkoutSessionId}:${newId()}`,
    };
    if (state.status === 'paid') {
      // Already confirmed; re-running fulfilment is a no-op unless the plan was never activated
      // (then it needs the subscription the checkout created, which only the provider knows).
      const pending = await this.activationPending(state.session);
      const subscriptionId = pending
        ? ((await this.lookup(checkoutSessionId))?.subscriptionId ?? null)
        : null;
      const done = await this.fulfilment.confirm(
        state.session,
        state.confirmation?.providerEventId ?? null,
        trigger,
        subscriptionId,
      );
      return paymentStatusView(done.state, done.position);
    }
    if (state.status === 'open') {
      const provider = await this.lookup(checkoutSessionId);
      if (provider && isSessionPaid(provider)) {
        const done = await this.fulfilment.confirm(
          { ...state.session, amountTotal: provider.amountTotal },
          null,
          trigger,
          provider.subscriptionId ?? null,
        );
        return paymentStatusView(done.state, done.position);
      }
      if (provider?.status === 'expired') {
        const done = await this.fulfilment.fail(
          checkoutSessionId,
          'expired',
          'Checkout session expired',
          trigger,
        );
        return paymentStatusView(done.state, done.position);
      }
    }
    return paymentStatusView(state, await this.lastPosition(stream));
  }

  /** Whether the confirmed payment's plan was never activated (a crash between the two steps). */
  private async activationPending(session: PaymentSessionFacts): Promise<boolean> {
    const quota = await this.runner.load(entitlementDecider, `quota-${session.userId}`);
    return !isActivated(quota, 'payment', session.checkoutSessionId);
  }

  /** The provider's view, or null when it cannot say right now (the page polls again). */
  private async lookup(checkoutSessionId: string): Promise<ProviderSession | null> {
    try {
      return await this.gateway.retrieveSession(checkoutSessionId);
    } catch (error) {
      this.logger.warn('payment status check failed', {
        checkoutSessionId,
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }

  private async lastPosition(stream: string): Promise<number> {
    const [last] = await this.eventStore.readStream(stream, { direction: 'backwards', maxCount: 1 });
    return last?.position ?? 0;
  }
}
