import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type DemoCheckoutResponse, findPlan } from '@buildmentor/contracts';
import { CONFIG } from '../../infrastructure/tokens';
import { toPricingPackage } from '../../pricing/get-pricing/pricing-packages';
import { DeciderRunner } from '../../shared/decider-runner';
import { cancelUrl, originOf, successUrl } from '../checkout-urls';
import { demoCheckoutSession } from '../demo-checkout-session';
import { GetDemoCheckoutQuery } from './get-demo-checkout.query';

/** The plan, the amount and the return links, from the checkout session's own stream. */
@QueryHandler(GetDemoCheckoutQuery)
export class GetDemoCheckoutHandler implements IQueryHandler<GetDemoCheckoutQuery> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ user, checkoutSessionId }: GetDemoCheckoutQuery): Promise<DemoCheckoutResponse> {
    const state = await demoCheckoutSession(this.config, this.runner, user, checkoutSessionId);
    const origin = originOf(state.checkoutUrl);
    const plan = findPlan(state.session.packageId)!;
    return {
      session_id: checkoutSessionId,
      status: state.status === 'paid' ? 'complete' : state.status === 'failed' ? 'expired' : 'open',
      payment_status: state.status === 'paid' ? 'paid' : 'unpaid',
      package: toPricingPackage(plan),
      amount_total: state.session.amountTotal,
      currency: state.session.currency,
      success_url: successUrl(origin, checkoutSessionId),
      cancel_url: cancelUrl(origin),
    };
  }
}
