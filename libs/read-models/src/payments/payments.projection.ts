import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `payments`: one row per checkout session, for the admin side and the audit trail: who bought
 * which plan, for how much, through which provider, and how the session ended.
 */
export interface PaymentDoc extends ReadModelDoc {
  session_id: string;
  user_id: string;
  package_id: string;
  amount_total: number;
  currency: string;
  provider: 'stripe' | 'demo';
  status: 'open' | 'paid' | 'failed';
  checkout_url: string | null;
  started_at: string | null;
  confirmed_at: string | null;
  /** The provider event that proved payment (null when a status check or the demo page did). */
  provider_event_id: string | null;
  failed_at: string | null;
  failure_status: 'expired' | 'canceled' | 'failed' | null;
  failure_reason: string | null;
}

export const PAYMENTS = readModel<PaymentDoc>('payments');

function base(event: AnyProjectedEvent & { type: 'CheckoutStarted' | 'PaymentConfirmed' }): PaymentDoc {
  const d = event.data;
  return {
    _id: d.sessionId,
    _position: 0,
    session_id: d.sessionId,
    user_id: d.userId,
    package_id: d.packageId,
    amount_total: d.amountTotal,
    currency: d.currency,
    provider: d.provider,
    status: 'open',
    checkout_url: null,
    started_at: null,
    confirmed_at: null,
    provider_event_id: null,
    failed_at: null,
    failure_status: null,
    failure_reason: null,
  };
}

function evolvePayment(doc: PaymentDoc | null, event: AnyProjectedEvent): PaymentDoc | null {
  switch (event.type) {
    case 'CheckoutStarted':
      return { ...(doc ?? base(event)), checkout_url: event.data.checkoutUrl, started_at: event.metadata.at };
    case 'PaymentConfirmed':
      // A confirmation may arrive before the start is recorded (a fast webhook): it carries all facts.
      return {
        ...(doc ?? base(event)),
        status: 'paid',
        amount_total: event.data.amountTotal,
        confirmed_at: event.metadata.at,
        provider_event_id: event.data.providerEventId,
      };
    case 'PaymentFailed':
      if (!doc) return null;
      return {
        ...doc,
        status: 'failed',
        failed_at: event.metadata.at,
        failure_status: event.data.status,
        failure_reason: event.data.reason,
      };
    default:
      return doc;
  }
}

export const paymentsProjection: Projection<PaymentDoc> = {
  readModel: PAYMENTS,
  ...oneDocumentPerEvent(['CheckoutStarted', 'PaymentConfirmed', 'PaymentFailed'], 'sessionId'),
  evolve: evolvePayment,
  indexes: [{ keys: { user_id: 1, started_at: -1 } }, { keys: { status: 1 } }],
};
