import { DeciderSpecification } from '../shared/decider-spec';
import type {
  LinkCustomer,
  RecordInvoicePaid,
  RecordInvoicePaymentFailed,
  RecordRefund,
} from './billing.commands';
import * as billingDecider from './billing.decider';
import type { BillingEvent } from './billing.events';

const link = (customerId: string): LinkCustomer => ({
  type: 'LinkCustomer',
  data: { userId: 'u1', provider: 'stripe', customerId },
});
const linked = (customerId: string): BillingEvent => ({
  type: 'BillingCustomerLinked',
  data: { userId: 'u1', provider: 'stripe', customerId },
});
const invoice = {
  userId: 'u1',
  invoiceId: 'in_1',
  subscriptionId: 'sub_1',
  tier: 'pro' as const,
  currency: 'aud',
};
const paid: RecordInvoicePaid = {
  type: 'RecordInvoicePaid',
  data: { ...invoice, amountPaid: 1790, billingReason: 'subscription_cycle' },
};
const failed = (attempt: number, reason = 'Your card was declined.'): RecordInvoicePaymentFailed => ({
  type: 'RecordInvoicePaymentFailed',
  data: {
    ...invoice,
    amountDue: 1790,
    attempt,
    nextAttemptAt: attempt < 4 ? '2026-03-04T00:00:00.000Z' : null,
    reason,
  },
});
const failedEvent = (attempt: number, reason = 'Your card was declined.'): BillingEvent => ({
  type: 'InvoicePaymentFailed',
  data: { ...failed(attempt).data, reason },
});
const charge = {
  userId: 'u1',
  chargeId: 'ch_1',
  reference: 'cs_pass',
  tier: 'day_pass' as const,
  amount: 2850,
  currency: 'aud',
};
const refund = (amountRefunded: number): RecordRefund => ({
  type: 'RecordRefund',
  data: { ...charge, amountRefunded },
});
const refunded = (amountRefunded: number, refundedNow: number): BillingEvent => ({
  type: 'PaymentRefunded',
  data: { ...charge, amountRefunded, refundedNow, full: amountRefunded >= charge.amount },
});

describe('billing decider (billing-<userId>)', () => {
  const spec = DeciderSpecification.for(billingDecider);

  describe('the provider customer', () => {
    it('is linked once', () =>
      spec
        .given([])
        .when(link('cus_1'))
        .then([linked('cus_1')]));
    it('keeps the first link: another customer (a concurrent checkout) records nothing', () =>
      spec
        .given([linked('cus_1')])
        .when(link('cus_2'))
        .thenNothingHappens());
    it('folds to the first customer', () => {
      const state = [linked('cus_1'), linked('cus_2')].reduce(
        billingDecider.evolve,
        billingDecider.initialState(),
      );
      expect(state.customers.get('stripe')).toBe('cus_1');
    });
    it('keeps one per provider: a demo customer does not stand in for a Stripe one', () => {
      const demo: BillingEvent = {
        type: 'BillingCustomerLinked',
        data: { userId: 'u1', provider: 'demo', customerId: 'demo_cus_u1' },
      };
      spec
        .given([demo])
        .when(link('cus_1'))
        .then([linked('cus_1')]);
    });
  });

  describe('invoices', () => {
    it('records a paid invoice once', () => {
      spec
        .given([])
        .when(paid)
        .then([{ type: 'InvoicePaid', data: paid.data }]);
      spec
        .given([{ type: 'InvoicePaid', data: paid.data }])
        .when(paid)
        .thenNothingHappens();
    });
    it('records each failed attempt once', () => {
      spec
        .given([])
        .when(failed(1))
        .then([failedEvent(1)]);
      spec
        .given([failedEvent(1)])
        .when(failed(1))
        .thenNothingHappens();
      spec
        .given([failedEvent(1)])
        .when(failed(2))
        .then([failedEvent(2)]);
    });
    it('gives a failure without a reason a default one', () =>
      spec
        .given([])
        .when(failed(1, '  '))
        .then([failedEvent(1, 'The payment was declined.')]));
  });

  describe('refunds', () => {
    it('records a partial refund as not full', () =>
      spec
        .given([])
        .when(refund(1000))
        .then([refunded(1000, 1000)]));
    it('records what a later refund added, and whether the charge is now fully refunded', () =>
      spec
        .given([refunded(1000, 1000)])
        .when(refund(2850))
        .then([refunded(2850, 1850)]));
    it('ignores a redelivery and an older notification arriving after a newer one', () => {
      spec
        .given([refunded(2850, 2850)])
        .when(refund(2850))
        .thenNothingHappens();
      spec
        .given([refunded(2850, 2850)])
        .when(refund(1000))
        .thenNothingHappens();
    });
    it('calls a refund of the whole amount full', () => {
      expect(billingDecider.isFullRefund({ amount: 2850, amountRefunded: 2850 })).toBe(true);
      expect(billingDecider.isFullRefund({ amount: 2850, amountRefunded: 2849 })).toBe(false);
    });
  });
});
