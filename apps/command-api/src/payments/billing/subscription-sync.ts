import { Inject, Injectable } from '@nestjs/common';
import { type Logger } from '@buildmentor/config';
import { entitlementDecider } from '@buildmentor/domain';
import { PAYMENT_GATEWAY, type PaymentGateway } from '@buildmentor/payments';
import { CLOCK, type Clock, LOGGER } from '../../infrastructure/tokens';
import { type CommandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { BillingCustomers } from './billing-customers';

/**
 * Stripe's recommended pattern for webhooks whose order is not guaranteed: treat the notification
 * as a trigger, fetch the subscription as it is now, and decide from that. The time is read
 * before the fetch, so an observation that lost a race to a newer one is recognised as older
 * (the entitlement decider ignores it); ended subscriptions are terminal whatever arrives later.
 */
@Injectable()
export class SubscriptionSync {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(BillingCustomers) private readonly customers: BillingCustomers,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Returns the log position of the last event recorded (0 when nothing was). */
  async sync(subscriptionId: string, trigger: Omit<CommandContext, 'at'>): Promise<number> {
    const observedAt = this.clock();
    const subscription = await this.gateway.retrieveSubscription(subscriptionId);
    const { userId, packageId: tier, status, customerId, endedAt } = subscription;
    if (!userId || !tier) {
      // Not created by our checkout (no buyer or plan in its metadata): nothing of ours to change.
      this.logger.warn('payment subscription ignored', {
        subscriptionId,
        reason: 'no user_id or package_id metadata',
      });
      return 0;
    }
    const context = { ...trigger, at: observedAt };
    if (customerId) await this.customers.link(userId, customerId, context);
    const result = await this.runner.run(
      entitlementDecider,
      `quota-${userId}`,
      {
        type: 'SyncSubscription',
        data: { userId, tier, subscriptionId, status, observedAt: observedAt.toISOString(), endedAt },
      },
      context,
    );
    return result.position;
  }
}
