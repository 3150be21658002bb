import { Inject, Injectable } from '@nestjs/common';
import { billingDecider } from '@buildmentor/domain';
import { type ProviderInvoice } from '@buildmentor/payments';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type CommandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';

/** What the user sees when a renewal could not be charged (the provider's own reason stays with Stripe). */
export const RENEWAL_FAILED_REASON = 'The card on file could not be charged for the renewal.';

/**
 * Money facts about subscription invoices, on `billing-<userId>`: a paid invoice (renewal
 * revenue; the plan stays on) and each failed attempt (shown to the user, audited). What they mean
 * for the plan comes from the subscription's own state, synced right after.
 */
@Injectable()
export class InvoiceOutcomes {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async paid(invoice: OwnInvoice, trigger: Omit<CommandContext, 'at'>): Promise<number> {
    const {
      userId,
      invoiceId,
      subscriptionId,
      packageId: tier,
      amountPaid,
      currency,
      billingReason,
    } = invoice;
    const result = await this.runner.run(
      billingDecider,
      `billing-${userId}`,
      {
        type: 'RecordInvoicePaid',
        data: { userId, invoiceId, subscriptionId, tier, amountPaid, currency, billingReason },
      },
      { ...trigger, at: this.clock() },
    );
    return result.position;
  }

  async failed(invoice: OwnInvoice, trigger: Omit<CommandContext, 'at'>): Promise<number> {
    const {
      userId,
      invoiceId,
      subscriptionId,
      packageId: tier,
      amountDue,
      currency,
      attemptCount,
      nextPaymentAttempt,
    } = invoice;
    const result = await this.runner.run(
      billingDecider,
      `billing-${userId}`,
      {
        type: 'RecordInvoicePaymentFailed',
        data: {
          userId,
          invoiceId,
          subscriptionId,
          tier,
          amountDue,
          currency,
          attempt: Math.max(1, attemptCount),
          nextAttemptAt: nextPaymentAttempt,
          reason: RENEWAL_FAILED_REASON,
        },
      },
      { ...trigger, at: this.clock() },
    );
    return result.position;
  }
}

/** An invoice of one of our subscriptions: buyer, plan and subscription are known. */
export type OwnInvoice = ProviderInvoice & {
  userId: string;
  packageId: NonNullable<ProviderInvoice['packageId']>;
  subscriptionId: string;
};

export function isOwnInvoice(invoice: ProviderInvoice): invoice is OwnInvoice {
  return Boolean(invoice.userId && invoice.packageId && invoice.subscriptionId);
}
