import {
  TRIAL_QUESTIONS,
  type PlanTier,
  type QuotaSource,
  type SubscriptionSource,
} from '@buildmentor/contracts';
import { isBlank } from '../shared/text';
import type { QuotaCommand, RefundQuestion, ReserveQuestion } from './quota.commands';
import { RefundReasonRequiredError, TrialExhaustedError } from './quota.errors';
import type { QuotaEvent, QuotaRefunded, TrialDecremented, TrialStarted } from './quota.events';

/** One question paid for, and from where, so a refund returns it to the same place. */
export interface Reservation {
  source: QuotaSource;
  refunded: boolean;
  /** For a booster: the day it was spent on, freed again if the question is refunded. */
  boosterDay: string | null;
}

export interface ActivePlan {
  tier: PlanTier;
  source: SubscriptionSource;
  startsAt: string;
  endsAt: string | null;
}

export interface QuotaState {
  /** null until the trial has started. */
  trial: { granted: number; remaining: number } | null;
  /** Every question ever reserved, by questionId: the idempotence key for asks and refunds. */
  reservations: ReadonlyMap<string, Reservation>;
  /** Australia/Sydney days on which the booster was spent (and not refunded). */
  boosterDays: ReadonlySet<string>;
  /** The latest activated plan; expiry is judged against a command's `at`, not here. */
  plan: ActivePlan | null;
}

export const initialState = (): QuotaState => ({
  trial: null,
  reservations: new Map(),
  boosterDays: new Set(),
  plan: null,
});

export function evolve(state: QuotaState, event: QuotaEvent): QuotaState {
  switch (event.type) {
    case 'TrialStarted':
      return { ...state, trial: { granted: event.data.questions, remaining: event.data.questions } };
    case 'TrialDecremented':
      return {
        ...state,
        trial: { granted: state.trial?.granted ?? TRIAL_QUESTIONS, remaining: event.data.remaining },
        reservations: withReservation(state.reservations, event.data.questionId, {
          source: 'trial',
          refunded: false,
          boosterDay: null,
        }),
      };
    case 'BoosterUsed':
      return {
        ...state,
        boosterDays: new Set(state.boosterDays).add(event.data.day),
        reservations: withReservation(state.reservations, event.data.questionId, {
          source: 'booster',
          refunded: false,
          boosterDay: event.data.day,
        }),
      };
    case 'QuotaRefunded':
      return refund(state, event);
    case 'SubscriptionActivated': {
      const { tier, source, startsAt, endsAt } = event.data;
      return { ...state, plan: { tier, source, startsAt, endsAt } };
    }
  }
}

export function decide(command: QuotaCommand, state: QuotaState): QuotaEvent[] {
  switch (command.type) {
    case 'StartTrial':
      // The trial is granted once per user; a repeated start (a retried registration) is a no-op.
      return state.trial ? [] : [trialStarted(command.data.userId)];
    case 'ReserveQuestion':
      return reserveQuestion(command, state);
    case 'RefundQuestion':
      return refundQuestion(command, state);
  }
}

function reserveQuestion(command: ReserveQuestion, state: QuotaState): QuotaEvent[] {
  const { userId, questionId } = command.data;
  // The same question reserved again (a retried ask) was already paid for, even if refunded since.
  if (state.reservations.has(questionId)) return [];

  // A user whose trial was never started (registration appends to user-<id> and quota-<id>
  // separately, so a crash can land between the two) gets it now, in the same append as the
  // first reservation, rather than being locked out.
  const started: TrialStarted[] = state.trial ? [] : [trialStarted(userId)];
  const remaining = state.trial ? state.trial.remaining : TRIAL_QUESTIONS;
  if (remaining <= 0) throw new TrialExhaustedError();
  const decremented: TrialDecremented = {
    type: 'TrialDecremented',
    data: { userId, questionId, remaining: remaining - 1 },
  };
  return [...started, decremented];
}

function refundQuestion(command: RefundQuestion, state: QuotaState): QuotaRefunded[] {
  const { userId, questionId, reason } = command.data;
  if (isBlank(reason)) throw new RefundReasonRequiredError();
  const reservation = state.reservations.get(questionId);
  // Nothing to give back: never reserved (the ask failed earlier) or already refunded (a retry).
  if (!reservation || reservation.refunded) return [];
  return [
    {
      type: 'QuotaRefunded',
      data: { userId, questionId, source: reservation.source, reason: reason.trim() },
    },
  ];
}

function refund(state: QuotaState, event: QuotaRefunded): QuotaState {
  const { questionId, source } = event.data;
  const reservation = state.reservations.get(questionId);
  const reservations = withReservation(state.reservations, questionId, {
    source,
    refunded: true,
    boosterDay: reservation?.boosterDay ?? null,
  });
  if (source === 'trial' && state.trial) {
    return { ...state, reservations, trial: { ...state.trial, remaining: state.trial.remaining + 1 } };
  }
  if (source === 'booster' && reservation?.boosterDay) {
    const boosterDays = new Set(state.boosterDays);
    boosterDays.delete(reservation.boosterDay);
    return { ...state, reservations, boosterDays };
  }
  return { ...state, reservations };
}

function trialStarted(userId: string): TrialStarted {
  return { type: 'TrialStarted', data: { userId, questions: TRIAL_QUESTIONS } };
}

function withReservation(
  reservations: ReadonlyMap<string, Reservation>,
  questionId: string,
  reservation: Reservation,
): ReadonlyMap<string, Reservation> {
  return new Map(reservations).set(questionId, reservation);
}
