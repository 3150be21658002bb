import type { PaymentProvider } from '@buildmentor/contracts';
import type { BillingCommand, RecordRefund } from './billing.commands';
import type { BillingEvent } from './billing.events';

/**
 * `billing-<userId>`: the user's account with the payment provider. Every fact is recorded once,
 * however often and in whatever order the provider reports it: the customer once per provider
 * (first wins; a deployment that moves from the demo provider to Stripe gets a Stripe customer),
 * an invoice paid once, each failed attempt once, and a refund only when the charge's refunded
 * total grew.
 */
export interface BillingState {
  /** The user's customer at each provider. */
  customers: ReadonlyMap<PaymentProvider, string>;
  paidInvoices: ReadonlySet<string>;
  /** `invoiceId#attempt` of every failed attempt recorded. */
  failedAttempts: ReadonlySet<string>;
  /** Refunded total so far, by charge. */
  refunded: ReadonlyMap<string, number>;
}

export const initialState = (): BillingState => ({
  customers: new Map(),
  paidInvoices: new Set(),
  failedAttempts: new Set(),
  refunded: new Map(),
});

export function evolve(state: BillingState, event: BillingEvent): BillingState {
  switch (event.type) {
    case 'BillingCustomerLinked':
      if (state.customers.has(event.data.provider)) return state;
      return {
        ...state,
        customers: new Map(state.customers).set(event.data.provider, event.data.customerId),
      };
    case 'InvoicePaid':
      return { ...state, paidInvoices: new Set(state.paidInvoices).add(event.data.invoiceId) };
    case 'InvoicePaymentFailed':
      return {
        ...state,
        failedAttempts: new Set(state.failedAttempts).add(
          attemptKey(event.data.invoiceId, event.data.attempt),
        ),
      };
    case 'PaymentRefunded':
      return {
        ...state,
        refunded: new Map(state.refunded).set(
          event.data.chargeId,
          Math.max(state.refunded.get(event.data.chargeId) ?? 0, event.data.amountRefunded),
        ),
      };
  }
}

export function decide(command: BillingCommand, state: BillingState): BillingEvent[] {
  switch (command.type) {
    case 'LinkCustomer':
      // One customer per user: a second link (a concurrent checkout, a webhook naming the
      // customer) records nothing, and callers use the customer already recorded.
      return state.customers.has(command.data.provider)
        ? []
        : [{ type: 'BillingCustomerLinked', data: command.data }];
    case 'RecordInvoicePaid':
      return state.paidInvoices.has(command.data.invoiceId)
        ? []
        : [{ type: 'InvoicePaid', data: command.data }];
    case 'RecordInvoicePaymentFailed': {
      const { invoiceId, attempt, reason } = command.data;
      if (state.failedAttempts.has(attemptKey(invoiceId, attempt))) return [];
      return [
        {
          type: 'InvoicePaymentFailed',
          data: { ...command.data, reason: reason.trim() || 'The payment was declined.' },
        },
      ];
    }
    case 'RecordRefund':
      return refund(command, state);
  }
}

/** Whether a refund returned the whole charge (it then ends what the charge paid for). */
export function isFullRefund(data: { amount: number; amountRefunded: number }): boolean {
  return data.amountRefunded >= data.amount;
}

function refund(command: RecordRefund, state: BillingState): BillingEvent[] {
  const { amount, amountRefunded } = command.data;
  const before = state.refunded.get(command.data.chargeId) ?? 0;
  // A redelivery, or an older notification after a newer one: the total did not grow.
  if (amountRefunded <= before) return [];
  return [
    {
      type: 'PaymentRefunded',
      data: {
        ...command.data,
        refundedNow: amountRefunded - before,
        full: isFullRefund({ amount, amountRefunded }),
      },
    },
  ];
}

function attemptKey(invoiceId: string, attempt: number): string {
  return `${invoiceId}#${attempt}`;
}
