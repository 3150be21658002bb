import type { PaymentFailureStatus } from '@buildmentor/contracts';
import type { ConfirmPayment, FailPayment, PaymentCommand, PaymentSessionFacts } from './payment.commands';
import { PaymentEndedError, PaymentMismatchError, PaymentNotFoundError } from './payment.errors';
import type { PaymentEvent } from './payment.events';

export type PaymentStatus = 'none' | 'open' | 'paid' | 'failed';

export interface PaymentState {
  status: PaymentStatus;
  /** Who is buying what; from CheckoutStarted, or from the confirmation when it came first. */
  session: PaymentSessionFacts | null;
  checkoutUrl: string | null;
  /** The confirmed amount (0 while free weeks run), the provider event that proved it. */
  confirmation: { amountTotal: number; providerEventId: string | null } | null;
  failure: { status: PaymentFailureStatus; reason: string } | null;
}

export const initialState = (): PaymentState => ({
  status: 'none',
  session: null,
  checkoutUrl: null,
  confirmation: null,
  failure: null,
});

export function evolve(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'CheckoutStarted': {
      const { checkoutUrl, ...session } = event.data;
      return {
        ...state,
        status: state.status === 'none' ? 'open' : state.status,
        session: state.session ?? factsOf(session),
        checkoutUrl,
      };
    }
    case 'PaymentConfirmed': {
      const { providerEventId, ...session } = event.data;
      return {
        ...state,
        status: 'paid',
        session: state.session ?? factsOf(session),
        confirmation: { amountTotal: event.data.amountTotal, providerEventId },
      };
    }
    case 'PaymentFailed':
      return {
        ...state,
        status: 'failed',
        failure: { status: event.data.status, reason: event.data.reason },
      };
  }
}

export function decide(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  switch (command.type) {
    case 'StartCheckout':
      // Already known (a retried start, or the webhook beat us to it): nothing new to record.
      return state.status === 'none' ? [{ type: 'CheckoutStarted', data: recorded(command.data) }] : [];
    case 'ConfirmPayment':
      return confirm(command, state);
    case 'FailPayment':
      return fail(command, state);
  }
}

/**
 * Fulfilment happens at most once per session: a repeat by the same provider event, by another
 * event for the same session, or by a status check, finds the session paid and records nothing.
 */
function confirm(command: ConfirmPayment, state: PaymentState): PaymentEvent[] {
  if (state.status === 'paid') return [];
  if (state.status === 'failed') throw PaymentEndedError();
  const { session } = state;
  // The buyer and plan are the ones we started the checkout with, whatever the payload says.
  if (session && (session.userId !== command.data.userId || session.packageId !== command.data.packageId)) {
    throw PaymentMismatchError();
  }
  return [
    {
      type: 'PaymentConfirmed',
      data: {
        ...recorded(command.data),
        ...(session
          ? { userId: session.userId, packageId: session.packageId, provider: session.provider }
          : {}),
      },
    },
  ];
}

function fail(command: FailPayment, state: PaymentState): PaymentEvent[] {
  if (state.status === 'none' || !state.session) throw PaymentNotFoundError();
  // A late expiry cannot undo a payment, and a session ends only once.
  if (state.status !== 'open') return [];
  const { checkoutSessionId, userId, packageId } = state.session;
  const reason = command.data.reason.trim() || `Checkout ${command.data.status}`;
  return [
    {
      type: 'PaymentFailed',
      data: { sessionId: checkoutSessionId, userId, packageId, status: command.data.status, reason },
    },
  ];
}

/** The facts as the payment events store them: the checkout session's id is `sessionId` there. */
function recorded<T extends PaymentSessionFacts>({
  checkoutSessionId,
  ...rest
}: T): Omit<T, 'checkoutSessionId'> & { sessionId: string } {
  return { sessionId: checkoutSessionId, ...rest };
}

function factsOf({
  sessionId,
  ...rest
}: Omit<PaymentSessionFacts, 'checkoutSessionId'> & { sessionId: string }): PaymentSessionFacts {
  return { checkoutSessionId: sessionId, ...rest };
}
