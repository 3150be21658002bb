import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CheckoutResponse, findPlan, isPaidPlan, type PlanDefinition } from '@buildmentor/contracts';
import {
  entitlementDecider,
  InvalidPackageError,
  isNewSubscriber,
  paymentDecider,
} from '@buildmentor/domain';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentProviderError } from '@buildmentor/payments';
import { type AuthenticatedUser } from '../../http/request-context';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type CommandContext, commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { BillingCustomers } from '../billing/billing-customers';
import { cancelUrl, originOf, successUrl } from '../checkout-urls';
import { CheckoutFailedError } from '../payments.errors';
import { StartCheckoutCommand } from './start-checkout.command';

/**
 * Creates the provider's checkout session for a paid plan (for the user's one provider customer)
 * and records CheckoutStarted on `payment-<checkoutSessionId>`. Starter is free: choosing it activates the
 * plan at once, no checkout.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(BillingCustomers) private readonly customers: BillingCustomers,
  ) {}

  async execute({
    user,
    packageId,
    originUrl,
    correlationId,
  }: StartCheckoutCommand): Promise<CheckoutResponse> {
    const plan = findPlan(packageId);
    if (!plan) throw InvalidPackageError();
    const context = commandContext(user.userId, correlationId, this.clock());
    const origin = originOf(originUrl);
    if (!isPaidPlan(plan)) return this.chooseStarter(user, origin, context);
    return this.checkout(user, plan, origin, context);
  }

  private async chooseStarter(
    user: AuthenticatedUser,
    origin: string,
    context: CommandContext,
  ): Promise<CheckoutResponse> {
    const result = await this.runner.run(
      entitlementDecider,
      `quota-${user.userId}`,
      // One Starter plan per user: choosing it again is a no-op (same reference).
      {
        type: 'ActivateSubscription',
        data: {
          userId: user.userId,
          tier: 'starter',
          source: 'payment',
          reference: 'starter',
          at: context.at.toISOString(),
          durationDays: null,
        },
      },
      context,
    );
    return { checkout_url: `${origin}/chat`, session_id: null, position: result.position };
  }

  private async checkout(
    user: AuthenticatedUser,
    plan: PlanDefinition,
    origin: string,
    context: CommandContext,
  ): Promise<CheckoutResponse> {
    const quota = await this.runner.load(entitlementDecider, `quota-${user.userId}`);
    const trialDays = plan.trialDays > 0 && isNewSubscriber(quota) ? plan.trialDays : 0;
    let created;
    try {
      // One provider customer per user, reused by every checkout and the billing portal.
      const customerId = await this.customers.ensure(user, context);
      created = await this.gateway.createCheckout({
        customerId,
        sessionRef: context.causationId,
        package: plan,
        userId: user.userId,
        email: user.email,
        successUrl: successUrl(origin),
        cancelUrl: cancelUrl(origin),
        trialDays,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw CheckoutFailedError();
    }
    const result = await this.runner.run(
      paymentDecider,
      `payment-${created.checkoutSessionId}`,
      {
        type: 'StartCheckout',
        data: {
          checkoutSessionId: created.checkoutSessionId,
          userId: user.userId,
          packageId: plan.id,
          amountTotal: created.amountTotal,
          currency: created.currency,
          provider: this.gateway.provider,
          checkoutUrl: created.checkoutUrl,
        },
      },
      context,
    );
    return {
      checkout_url: created.checkoutUrl,
      session_id: created.checkoutSessionId,
      position: result.position,
    };
  }
}
