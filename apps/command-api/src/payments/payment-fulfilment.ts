import { Inject, Injectable } from '@nestjs/common';
import { type PaymentFailureStatus } from '@buildmentor/contracts';
import {
  entitlementDecider,
  type PaymentSessionFacts,
  paymentDecider,
  type PaymentState,
} from '@buildmentor/domain';
import { CLOCK, type Clock } from '../infrastructure/tokens';
import { DeciderRunner } from '../shared/decider-runner';

export interface FulfilmentResult {
  state: PaymentState;
  /** Log position of the last event this fulfilment depends on (for X-Min-Position). */
  position: number;
}

/**
 * The one path from "the provider says paid" to a running plan, shared by the webhook, the status
 * check and the demo page. Both steps are idempotent: the payment decider records one
 * PaymentConfirmed per session, and the entitlement decider one SubscriptionActivated per session
 * (its causation id is the session, so concurrent repeats even produce the same event ids). Running
 * both steps on every call also heals a crash between them: the activation is simply done now.
 */
@Injectable()
export class PaymentFulfilment {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * `subscriptionId` is the provider subscription a subscription checkout created, when known: it
   * becomes the plan's grant, so a subscription the provider already ended is not started again.
   */
  async confirm(
    facts: PaymentSessionFacts,
    providerEventId: string | null,
    trigger: { causationId: string; correlationId: string; actorId: string },
    subscriptionId: string | null = null,
  ): Promise<FulfilmentResult> {
    const at = this.clock();
    const payment = await this.runner.run(
      paymentDecider,
      `payment-${facts.checkoutSessionId}`,
      { type: 'ConfirmPayment', data: { ...facts, providerEventId } },
      { ...trigger, at },
    );
    const session = payment.state.session;
    if (payment.state.status !== 'paid' || !session)
      return { state: payment.state, position: payment.position };
    const plan = await this.runner.run(
      entitlementDecider,
      `quota-${session.userId}`,
      {
        type: 'ActivateSubscription',
        data: {
          userId: session.userId,
          tier: session.packageId,
          source: 'payment',
          reference: session.checkoutSessionId,
          at: at.toISOString(),
          durationDays: null,
          subscriptionId,
        },
      },
      {
        actorId: trigger.actorId,
        correlationId: trigger.correlationId,
        causationId: `payment:${session.checkoutSessionId}`,
        at,
      },
    );
    return { state: payment.state, position: Math.max(payment.position, plan.position) };
  }

  async fail(
    checkoutSessionId: string,
    status: PaymentFailureStatus,
    reason: string,
    trigger: { causationId: string; correlationId: string; actorId: string },
  ): Promise<FulfilmentResult> {
    const result = await this.runner.run(
      paymentDecider,
      `payment-${checkoutSessionId}`,
      { type: 'FailPayment', data: { checkoutSessionId, status, reason } },
      { ...trigger, at: this.clock() },
    );
    return { state: result.state, position: result.position };
  }
}
