import type { PaymentProvider, PlanTier } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/**
 * The user's provider customer. Every checkout asks for it first; the first link recorded wins,
 * and the caller uses the recorded one, so two checkouts at once end up with the same customer.
 */
export type LinkCustomer = Command<
  'LinkCustomer',
  { userId: string; provider: PaymentProvider; customerId: string }
>;

/** A subscription invoice was paid (the first one, or a renewal). */
export type RecordInvoicePaid = Command<
  'RecordInvoicePaid',
  {
    userId: string;
    invoiceId: string;
    subscriptionId: string;
    tier: PlanTier;
    amountPaid: number;
    currency: string;
    billingReason: string | null;
  }
>;

/** A charge attempt for a subscription invoice failed. */
export type RecordInvoicePaymentFailed = Command<
  'RecordInvoicePaymentFailed',
  {
    userId: string;
    invoiceId: string;
    subscriptionId: string;
    tier: PlanTier;
    amountDue: number;
    currency: string;
    attempt: number;
    nextAttemptAt: string | null;
    reason: string;
  }
>;

/**
 * The provider's charge as it is now: `amountRefunded` is everything refunded so far (it only
 * grows), so notifications about one charge may arrive in any order. `reference` is the grant the
 * charge paid for.
 */
export type RecordRefund = Command<
  'RecordRefund',
  {
    userId: string;
    chargeId: string;
    reference: string;
    tier: PlanTier;
    amount: number;
    amountRefunded: number;
    currency: string;
  }
>;

export type BillingCommand = LinkCustomer | RecordInvoicePaid | RecordInvoicePaymentFailed | RecordRefund;
