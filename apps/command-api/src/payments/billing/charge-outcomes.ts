import { Inject, Injectable } from '@nestjs/common';
import { type Logger } from '@buildmentor/config';
import { billingDecider, entitlementDecider } from '@buildmentor/domain';
import {
  type ChargePurpose,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type ProviderCharge,
  type ProviderDispute,
} from '@buildmentor/payments';
import { CLOCK, type Clock, LOGGER } from '../../infrastructure/tokens';
import { type CommandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';

/**
 * Refunds and disputes. The charge is traced at the provider to what it paid for (a Day Pass
 * checkout, or a subscription through its invoice), which names the plan's grant:
 * - a refund is recorded on `billing-<userId>`; a FULL refund ends the plan (terminal) and, for a
 *   subscription, cancels it at the provider so it is not charged again; a partial refund is a
 *   goodwill credit and leaves the plan running (docs/decisions.md);
 * - a dispute suspends the plan while it is open; a won dispute lifts the hold.
 */
@Injectable()
export class ChargeOutcomes {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async refunded(charge: ProviderCharge, trigger: Omit<CommandContext, 'at'>): Promise<number> {
    const purpose = await this.purposeOf(charge.paymentIntentId, charge.chargeId);
    if (!purpose) return 0;
    const context = { ...trigger, at: this.clock() };
    const { userId, packageId: tier } = purpose;
    const reference = grantOf(purpose);
    const recorded = await this.runner.run(
      billingDecider,
      `billing-${userId}`,
      {
        type: 'RecordRefund',
        data: {
          userId,
          chargeId: charge.chargeId,
          reference,
          tier,
          amount: charge.amount,
          amountRefunded: charge.amountRefunded,
          currency: charge.currency,
        },
      },
      context,
    );
    // Judged on the recorded total, so a redelivery after a crash still finishes the job.
    if ((recorded.state.refunded.get(charge.chargeId) ?? 0) < charge.amount) return recorded.position;
    const ended = await this.runner.run(
      entitlementDecider,
      `quota-${userId}`,
      {
        type: 'EndSubscription',
        data: { userId, tier, reference, endedAt: context.at.toISOString(), reason: 'refunded' },
      },
      context,
    );
    if (purpose.kind === 'subscription') await this.gateway.cancelSubscription(purpose.subscriptionId);
    return Math.max(recorded.position, ended.position);
  }

  async disputed(dispute: ProviderDispute, trigger: Omit<CommandContext, 'at'>): Promise<number> {
    const purpose = await this.purposeOf(dispute.paymentIntentId, dispute.chargeId);
    if (!purpose) return 0;
    const at = this.clock();
    const { userId, packageId: tier } = purpose;
    const { disputeId, chargeId, amount, currency, reason } = dispute;
    const result = await this.runner.run(
      entitlementDecider,
      `quota-${userId}`,
      {
        type: 'OpenDispute',
        data: {
          userId,
          tier,
          reference: grantOf(purpose),
          disputeId,
          chargeId,
          amount,
          currency,
          reason,
          at: at.toISOString(),
        },
      },
      { ...trigger, at },
    );
    return result.position;
  }

  async disputeClosed(
    dispute: ProviderDispute,
    trigger: Omit<CommandContext, 'at'>,
  ): Promise<ChargePurpose | null> {
    const purpose = await this.purposeOf(dispute.paymentIntentId, dispute.chargeId);
    if (!purpose) return null;
    const at = this.clock();
    const { userId, packageId: tier } = purpose;
    await this.runner.run(
      entitlementDecider,
      `quota-${userId}`,
      {
        type: 'CloseDispute',
        data: {
          userId,
          tier,
          reference: grantOf(purpose),
          disputeId: dispute.disputeId,
          status: dispute.status,
          at: at.toISOString(),
        },
      },
      { ...trigger, at },
    );
    return purpose;
  }

  private async purposeOf(paymentIntentId: string | null, chargeId: string): Promise<ChargePurpose | null> {
    const purpose = paymentIntentId ? await this.gateway.resolveCharge(paymentIntentId) : null;
    if (!purpose)
      this.logger.warn('payment charge ignored', { chargeId, reason: 'not a payment for one of our plans' });
    return purpose;
  }
}

/** The plan's grant a charge paid for: the subscription, or the Day Pass's checkout session. */
function grantOf(purpose: ChargePurpose): string {
  return purpose.kind === 'subscription' ? purpose.subscriptionId : purpose.checkoutSessionId;
}
