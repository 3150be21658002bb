import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type DemoCheckoutResponse, type DemoOutcomeResponse, findPlan } from '@buildmentor/contracts';
import { paymentDecider, PaymentEndedError, PaymentNotFoundError, type PaymentState } from '@buildmentor/domain';
import { DemoPaymentGateway, PAYMENT_GATEWAY, type PaymentGateway } from '@buildmentor/payments';
import { HttpProblem } from '../../http/problem-details.filter';
import { type AuthenticatedUser } from '../../http/request-context';
import { CONFIG } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { toPricingPackage } from '../../pricing/get-pricing/pricing-packages';
import { cancelUrl, originOf, successUrl } from '../checkout-urls';
import { PaymentFulfilment } from '../payment-fulfilment';
import { CompleteDemoCheckoutCommand, GetDemoCheckoutQuery } from './demo-checkout.commands';

type DemoSession = PaymentState & { session: NonNullable<PaymentState['session']>; checkoutUrl: string };

/** The session as the page may see it: demo provider, the signed-in buyer's own, else 404. */
async function demoSession(config: AppConfig, runner: DeciderRunner, user: AuthenticatedUser, sessionId: string): Promise<DemoSession> {
  if (config.PAYMENTS_PROVIDER !== 'demo') throw new HttpProblem(404, 'PAYMENT.DEMO_DISABLED', 'Checkout service unavailable. Please try again later.');
  const state = await runner.load(paymentDecider, `payment-${sessionId}`);
  if (!state.session || state.session.userId !== user.uid || state.session.provider !== 'demo' || !state.checkoutUrl) throw new PaymentNotFoundError();
  return state as DemoSession;
}

@QueryHandler(GetDemoCheckoutQuery)
export class GetDemoCheckoutHandler implements IQueryHandler<GetDemoCheckoutQuery, DemoCheckoutResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ user, sessionId }: GetDemoCheckoutQuery): Promise<DemoCheckoutResponse> {
    const state = await demoSession(this.config, this.runner, user, sessionId);
    const origin = originOf(state.checkoutUrl);
    const plan = findPlan(state.session.packageId)!;
    return {
      session_id: sessionId,
      status: state.status === 'paid' ? 'complete' : state.status === 'failed' ? 'expired' : 'open',
      payment_status: state.status === 'paid' ? 'paid' : 'unpaid',
      package: toPricingPackage(plan),
      amount_total: state.session.amountTotal,
      currency: state.session.currency,
      success_url: successUrl(origin, sessionId),
      cancel_url: cancelUrl(origin),
    };
  }
}

/**
 * Pay confirms through the same fulfilment as a Stripe webhook (PaymentConfirmed, then
 * SubscriptionActivated); Cancel records PaymentFailed. Both are keyed by the session, so a
 * double click records once.
 */
@CommandHandler(CompleteDemoCheckoutCommand)
export class CompleteDemoCheckoutHandler implements ICommandHandler<CompleteDemoCheckoutCommand, DemoOutcomeResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(PaymentFulfilment) private readonly fulfilment: PaymentFulfilment,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ user, sessionId, outcome, correlationId }: CompleteDemoCheckoutCommand): Promise<DemoOutcomeResponse> {
    const state = await demoSession(this.config, this.runner, user, sessionId);
    const origin = originOf(state.checkoutUrl);
    const trigger = { actorId: user.uid, correlationId, causationId: `demo-${outcome}:${sessionId}` };
    const demo = this.gateway instanceof DemoPaymentGateway ? this.gateway : null;
    if (outcome === 'pay') {
      if (state.status === 'failed') throw new PaymentEndedError();
      demo?.markPaid(sessionId);
      const done = await this.fulfilment.confirm(state.session, `demo_evt_${sessionId}`, trigger);
      return { success: true, redirect_url: successUrl(origin, sessionId), position: done.position };
    }
    demo?.markCanceled(sessionId);
    const done = await this.fulfilment.fail(sessionId, 'canceled', 'Cancelled on the checkout page', trigger);
    // Cancelling after paying changes nothing: the plan stays and the page goes to the receipt.
    const paid = done.state.status === 'paid';
    return { success: paid, redirect_url: paid ? successUrl(origin, sessionId) : cancelUrl(origin), position: done.position };
  }
}
