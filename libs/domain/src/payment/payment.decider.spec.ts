import { DeciderSpecification } from '../shared/decider-spec';
import type { ConfirmPayment, FailPayment, StartCheckout } from './payment.commands';
import * as paymentDecider from './payment.decider';
import type { PaymentEvent } from './payment.events';

const facts = {
  checkoutSessionId: 'cs_1',
  userId: 'u1',
  packageId: 'pro' as const,
  amountTotal: 0,
  currency: 'aud',
  provider: 'stripe' as const,
};
/** The same facts as the events store them (the checkout session's id is `sessionId` there). */
const { checkoutSessionId: _id, ...buyer } = facts;
const stored = { sessionId: 'cs_1', ...buyer };
const start: StartCheckout = {
  type: 'StartCheckout',
  data: { ...facts, checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1' },
};
const confirm = (providerEventId: string | null, patch: Partial<typeof facts> = {}): ConfirmPayment => ({
  type: 'ConfirmPayment',
  data: { ...facts, ...patch, providerEventId },
});
const fail = (status: 'expired' | 'canceled' = 'expired', reason = 'Session expired'): FailPayment => ({
  type: 'FailPayment',
  data: { checkoutSessionId: 'cs_1', status, reason },
});

const started: PaymentEvent = {
  type: 'CheckoutStarted',
  data: { ...stored, checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1' },
};
const confirmed = (providerEventId: string | null): PaymentEvent => ({
  type: 'PaymentConfirmed',
  data: { ...stored, providerEventId },
});
const failed = (status: 'expired' | 'canceled' = 'expired', reason = 'Session expired'): PaymentEvent => ({
  type: 'PaymentFailed',
  data: { sessionId: 'cs_1', userId: 'u1', packageId: 'pro', status, reason },
});

describe('payment decider', () => {
  const spec = DeciderSpecification.for(paymentDecider);

  describe('no session yet', () => {
    const given = spec.given([]);
    it('starts a checkout', () => given.when(start).then([started]));
    it('confirms a webhook that arrived before the start was recorded', () =>
      given.when(confirm('evt_1')).then([confirmed('evt_1')]));
    it('cannot fail an unknown session', () => {
      given.when(fail()).thenThrows('PAYMENT.NOT_FOUND');
    });
  });

  describe('checkout open', () => {
    const given = spec.given([started]);
    it('ignores a repeated start', () => given.when(start).thenNothingHappens());
    it('confirms the payment from a webhook event', () =>
      given.when(confirm('evt_1')).then([confirmed('evt_1')]));
    it('confirms the payment from a status check', () => given.when(confirm(null)).then([confirmed(null)]));
    it('refuses a confirmation for another buyer', () => {
      given.when(confirm('evt_1', { userId: 'u2' })).thenThrows('PAYMENT.MISMATCH');
    });
    it('refuses a confirmation for another plan', () => {
      given.when(confirm('evt_1', { packageId: 'consultant' as 'pro' })).thenThrows('PAYMENT.MISMATCH');
    });
    it('fails when the session expires', () => given.when(fail()).then([failed()]));
    it('records a cancel with a default reason when none is given', () =>
      given.when(fail('canceled', '  ')).then([failed('canceled', 'Checkout canceled')]));
  });

  describe('paid', () => {
    const given = spec.given([started, confirmed('evt_1')]);
    it('ignores the same event delivered again', () => given.when(confirm('evt_1')).thenNothingHappens());
    it('ignores another event for the same session', () => given.when(confirm('evt_2')).thenNothingHappens());
    it('ignores a later status check', () => given.when(confirm(null)).thenNothingHappens());
    it('ignores a late expiry', () => given.when(fail()).thenNothingHappens());
    it('ignores a late start', () => given.when(start).thenNothingHappens());
  });

  describe('failed', () => {
    const given = spec.given([started, failed()]);
    it('refuses a confirmation after the session ended', () => {
      const error = given.when(confirm('evt_1')).thenThrows('PAYMENT.ENDED');
      expect(error.message).toBe('Payment session expired. Please try again.');
    });
    it('ignores a second failure', () => given.when(fail('canceled')).thenNothingHappens());
  });

  it('folds the session facts for the status check', () => {
    const state = [started, confirmed('evt_1')].reduce(paymentDecider.evolve, paymentDecider.initialState());
    expect(state).toMatchObject({
      status: 'paid',
      session: facts,
      confirmation: { amountTotal: 0, providerEventId: 'evt_1' },
    });
  });
});
