import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type DemoOutcomeResponse } from '@buildmentor/contracts';
import { PaymentEndedError } from '@buildmentor/domain';
import { DemoPaymentGateway, PAYMENT_GATEWAY, type PaymentGateway } from '@buildmentor/payments';
import { CONFIG } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { cancelUrl, originOf, successUrl } from '../checkout-urls';
import { demoCheckoutSession } from '../demo-checkout-session';
import { PaymentFulfilment } from '../payment-fulfilment';
import { CompleteDemoCheckoutCommand } from './complete-demo-checkout.command';

/**
 * Pay confirms through the same fulfilment as a Stripe webhook (PaymentConfirmed, then
 * SubscriptionActivated); Cancel records PaymentFailed. Both are keyed by the checkout session,
 * so a double click records once.
 */
@CommandHandler(CompleteDemoCheckoutCommand)
export class CompleteDemoCheckoutHandler implements ICommandHandler<CompleteDemoCheckoutCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(PaymentFulfilment) private readonly fulfilment: PaymentFulfilment,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({
    user,
    checkoutSessionId,
    outcome,
    correlationId,
  }: CompleteDemoCheckoutCommand): Promise<DemoOutcomeResponse> {
    const state = await demoCheckoutSession(this.config, this.runner, user, checkoutSessionId);
    const origin = originOf(state.checkoutUrl);
    const trigger = {
      actorId: user.userId,
      correlationId,
      causationId: `demo-${outcome}:${checkoutSessionId}`,
    };
    const demo = this.gateway instanceof DemoPaymentGateway ? this.gateway : null;
    if (outcome === 'pay') {
      if (state.status === 'failed') throw PaymentEndedError();
      demo?.markPaid(checkoutSessionId);
      const done = await this.fulfilment.confirm(state.session, `demo_evt_${checkoutSessionId}`, trigger);
      return { success: true, redirect_url: successUrl(origin, checkoutSessionId), position: done.position };
    }
    demo?.markCanceled(checkoutSessionId);
    const done = await this.fulfilment.fail(
      checkoutSessionId,
      'canceled',
      'Cancelled on the checkout page',
      trigger,
    );
    // Cancelling after paying changes nothing: the plan stays and the page goes to the receipt.
    const paid = done.state.status === 'paid';
    return {
      success: paid,
      redirect_url: paid ? successUrl(origin, checkoutSessionId) : cancelUrl(origin),
      position: done.position,
    };
  }
}
