import { Inject, Injectable } from '@nestjs/common';
import { billingDecider } from '@buildmentor/domain';
import { PAYMENT_GATEWAY, type PaymentGateway } from '@buildmentor/payments';
import { type CommandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';

/**
 * One customer per user at the configured provider, recorded on `billing-<userId>`. The customer is created at the
 * provider with an idempotency key per user, so two checkouts racing get the same customer back;
 * the first link recorded wins and everyone uses the recorded one, so no customer is created and
 * then forgotten.
 */
@Injectable()
export class BillingCustomers {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /** The user's customer id, created and recorded on first use. */
  async ensure(user: { userId: string; email: string }, context: CommandContext): Promise<string> {
    const known = await this.customerOf(user.userId);
    if (known) return known;
    const { customerId } = await this.gateway.createCustomer({ userId: user.userId, email: user.email });
    return this.link(user.userId, customerId, context);
  }

  /** Records a customer the provider named (an older checkout made one); returns the recorded one. */
  async link(userId: string, customerId: string, context: CommandContext): Promise<string> {
    const result = await this.runner.run(
      billingDecider,
      `billing-${userId}`,
      { type: 'LinkCustomer', data: { userId, provider: this.gateway.provider, customerId } },
      context,
    );
    return result.state.customers.get(this.gateway.provider)!;
  }

  async customerOf(userId: string): Promise<string | null> {
    return (
      (await this.runner.load(billingDecider, `billing-${userId}`)).customers.get(this.gateway.provider) ??
      null
    );
  }
}
