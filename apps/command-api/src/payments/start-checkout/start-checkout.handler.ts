import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CheckoutResponse, findPlan, isPaidPlan, type PlanDefinition } from '@buildmentor/contracts';
import { entitlementDecider, isNewSubscriber, paymentDecider } from '@buildmentor/domain';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentProviderError } from '@buildmentor/payments';
import { HttpProblem } from '../../http/problem-details.filter';
import { type AuthenticatedUser } from '../../http/request-context';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type CommandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { BillingCustomers } from '../billing/billing-customers';
import { cancelUrl, originOf, successUrl } from '../checkout-urls';
import { StartCheckoutCommand } from './start-checkout.command';

/**
 * Creates the provider's checkout session for a paid plan (for the user's one provider customer)
 * and records CheckoutStarted on `payment-<sessionId>`. Starter is free: choosing it activates the
 * plan at once, no checkout.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand, CheckoutResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(BillingCustomers) private readonly customers: BillingCustomers,
  ) {}

  async execute({ user, request, correlationId }: StartCheckoutCommand): Promise<CheckoutResponse> {
    const plan = findPlan(request.package_id);
    // The spec's own words for a 400 from checkout (section 8).
    if (!plan) throw new HttpProblem(400, 'PAYMENT.INVALID_PACKAGE', 'Invalid package selected. Please try a different plan.');
    const context: CommandContext = { actorId: user.uid, correlationId, causationId: newId(), at: this.clock() };
    const origin = originOf(request.origin_url);
    if (!isPaidPlan(plan)) return this.chooseStarter(user, origin, context);
    return this.checkout(user, plan, origin, context);
  }

  private async chooseStarter(user: AuthenticatedUser, origin: string, context: CommandContext): Promise<CheckoutResponse> {
    const result = await this.runner.run(
      entitlementDecider,
      `quota-${user.uid}`,
      // One Starter plan per user: choosing it again is a no-op (same reference).
      { type: 'ActivateSubscription', data: { userId: user.uid, tier: 'starter', source: 'payment', reference: 'starter', at: context.at.toISOString(), durationDays: null } },
      context,
    );
    return { checkout_url: `${origin}/chat`, session_id: null, position: result.position };
  }

  private async checkout(user: AuthenticatedUser, plan: PlanDefinition, origin: string, context: CommandContext): Promise<CheckoutResponse> {
    const quota = await this.runner.load(entitlementDecider, `quota-${user.uid}`);
    const trialDays = plan.trialDays > 0 && isNewSubscriber(quota) ? plan.trialDays : 0;
    let created;
    try {
      // One provider customer per user, reused by every checkout and the billing portal.
      const customerId = await this.customers.ensure(user, context);
      created = await this.gateway.createCheckout({
        customerId,
        sessionRef: context.causationId,
        package: plan,
        userId: user.uid,
        email: user.email,
        successUrl: successUrl(origin),
        cancelUrl: cancelUrl(origin),
        trialDays,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new HttpProblem(502, error.code, 'Failed to start checkout process. Please try again.');
    }
    const result = await this.runner.run(
      paymentDecider,
      `payment-${created.sessionId}`,
      {
        type: 'StartCheckout',
        data: {
          sessionId: created.sessionId,
          userId: user.uid,
          packageId: plan.id,
          amountTotal: created.amountTotal,
          currency: created.currency,
          provider: this.gateway.provider,
          checkoutUrl: created.checkoutUrl,
        },
      },
      context,
    );
    return { checkout_url: created.checkoutUrl, session_id: created.sessionId, position: result.position };
  }
}
