import { type QuotaSource, TRIAL_QUESTIONS } from '@buildmentor/contracts';
import { businessDay, businessMonth } from '../shared/business-day';
import { isBlank } from '../shared/text';
import type { QuotaCommand, RecordTokens, RefundQuestion, ReserveQuestion } from './quota.commands';
import { RequestKeyReusedError } from '../shared/request-key.errors';
import {
  DailyQuestionsExhaustedError,
  RefundReasonRequiredError,
  TokenBudgetExhaustedError,
  TrialExhaustedError,
} from './quota.errors';
import type { QuotaEvent, QuotaRefunded, TokensUsed, TrialStarted } from './quota.events';
import { evolvePlans, type PlanInterval } from './plan-intervals';
import { allowanceAt, isUnmetered, type QuotaUsage } from './allowance';

/** One question paid for, and from where, so a refund returns it to the same place. */
export interface Reservation {
  source: QuotaSource;
  refunded: boolean;
  /** The business day of a daily or booster question (null for the trial). */
  day: string | null;
  /** What was paid for; null on reservations recorded before these were kept. */
  conversationId: string | null;
  requestHash: string | null;
}

export interface QuotaState {
  /** null until the trial has started; `used` counts unrefunded trial questions. */
  trial: { granted: number; used: number } | null;
  /** Every question ever reserved, by questionId: the idempotence key for asks and refunds. */
  reservations: ReadonlyMap<string, Reservation>;
  /** Every plan ever activated; which one applies is judged against a command's `at`. */
  plans: readonly PlanInterval[];
  /** Model tokens used, by business month (YYYY-MM), for the monthly token budget. */
  tokensByMonth: ReadonlyMap<string, number>;
  /** Questions whose tokens are counted: the idempotence key of RecordTokens. */
  tokensCounted: ReadonlySet<string>;
}

export const initialState = (): QuotaState => ({
  trial: null,
  reservations: new Map(),
  plans: [],
  tokensByMonth: new Map(),
  tokensCounted: new Set(),
});

export function evolve(state: QuotaState, event: QuotaEvent): QuotaState {
  switch (event.type) {
    case 'TrialStarted':
      return { ...state, trial: { granted: event.data.questions, used: 0 } };
    case 'TrialDecremented':
      return {
        ...state,
        trial: { granted: state.trial?.granted ?? TRIAL_QUESTIONS, used: (state.trial?.used ?? 0) + 1 },
        reservations: reserve(state, event.data, { source: 'trial', day: null }),
      };
    case 'DailyQuestionUsed':
      return { ...state, reservations: reserve(state, event.data, { source: 'daily', day: event.data.day }) };
    case 'BoosterUsed':
      return {
        ...state,
        reservations: reserve(state, event.data, { source: 'booster', day: event.data.day }),
      };
    case 'QuotaRefunded':
      return refunded(state, event);
    case 'SubscriptionActivated':
    case 'SubscriptionSuspended':
    case 'SubscriptionResumed':
    case 'SubscriptionEnded':
      return { ...state, plans: evolvePlans(state.plans, event) };
    case 'TokensUsed':
      return tokensUsed(state, event);
    case 'SubscriptionStatusChanged':
    case 'PaymentDisputed':
    case 'PaymentDisputeClosed':
      // Facts about a plan's grant; what they mean for access is recorded as Suspended / Resumed.
      return state;
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
    case 'RecordTokens':
      return recordTokens(command, state);
  }
}

/** Model tokens used in the business month of `at`. */
export function tokensUsedIn(state: QuotaState, at: string): number {
  return state.tokensByMonth.get(businessMonth(at)) ?? 0;
}

/** What the state has spent on the business day of `at`: what `allowanceAt` judges. */
export function quotaUsage(state: QuotaState, at: string): QuotaUsage {
  const day = businessDay(at);
  return {
    trial: state.trial,
    plans: state.plans,
    dailyUsed: usedOn(state, 'daily', day),
    boosterUsed: usedOn(state, 'booster', day) > 0,
  };
}

/** Questions of one source spent (and not refunded) on a business day. */
function usedOn(state: QuotaState, source: QuotaSource, day: string): number {
  let count = 0;
  for (const r of state.reservations.values())
    if (r.source === source && r.day === day && !r.refunded) count++;
  return count;
}

/**
 * Pays for a question from what `allowanceAt` says is left (allowance.ts has the rules): unmetered
 * askers and unlimited plans reserve nothing; Starter spends the day's questions, then the Daily
 * Booster; anyone else spends the trial.
 */
function reserveQuestion(command: ReserveQuestion, state: QuotaState): QuotaEvent[] {
  const { userId, questionId, conversationId, requestHash, at, entitlement } = command.data;
  const paidFor = { conversationId, requestHash };
  // The same request again (a retried ask) was already paid for, even if refunded since. The key
  // alone is not enough: the same key for another conversation or question would be a free answer.
  const earlier = state.reservations.get(questionId);
  if (earlier) {
    if (earlier.conversationId !== conversationId || earlier.requestHash !== requestHash)
      throw RequestKeyReusedError();
    return [];
  }
  if (isUnmetered(entitlement)) return [];
  const { tier, unlimited, daily, booster, trial } = allowanceAt(entitlement, quotaUsage(state, at), at);
  // The month's token budget binds every metered tier, unlimited questions included: it is
  // checked before anything is spent, so a refused ask reaches no model.
  const budget = command.data.tokenBudgets?.[tier];
  if (budget !== undefined && tokensUsedIn(state, at) >= budget) throw TokenBudgetExhaustedError();
  if (unlimited) return [];
  if (daily) {
    const day = businessDay(at);
    if (daily.used < daily.total)
      return [
        {
          type: 'DailyQuestionUsed',
          data: { userId, questionId, day, remaining: daily.total - daily.used - 1, ...paidFor },
        },
      ];
    if (booster && booster.remaining > 0)
      return [{ type: 'BoosterUsed', data: { userId, questionId, day, ...paidFor } }];
    throw DailyQuestionsExhaustedError();
  }
  // A user whose trial was never started (registration appends to user-<id> and quota-<id>
  // separately, so a crash can land between the two) gets it now, in the same append.
  const started: TrialStarted[] = state.trial ? [] : [trialStarted(userId)];
  if (trial.remaining <= 0) throw TrialExhaustedError();
  return [
    ...started,
    { type: 'TrialDecremented', data: { userId, questionId, remaining: trial.remaining - 1, ...paidFor } },
  ];
}

function refundQuestion(command: RefundQuestion, state: QuotaState): QuotaRefunded[] {
  const { userId, questionId, reason } = command.data;
  if (isBlank(reason)) throw RefundReasonRequiredError();
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

/** Counted once per question (a retried handler step records nothing new); zero usage is no news. */
function recordTokens(command: RecordTokens, state: QuotaState): TokensUsed[] {
  const { userId, questionId, at, promptTokens, completionTokens } = command.data;
  if (state.tokensCounted.has(questionId) || promptTokens + completionTokens === 0) return [];
  return [
    {
      type: 'TokensUsed',
      data: { userId, questionId, month: businessMonth(at), promptTokens, completionTokens },
    },
  ];
}

function tokensUsed(state: QuotaState, event: TokensUsed): QuotaState {
  const { questionId, month, promptTokens, completionTokens } = event.data;
  if (state.tokensCounted.has(questionId)) return state;
  return {
    ...state,
    tokensByMonth: new Map(state.tokensByMonth).set(
      month,
      (state.tokensByMonth.get(month) ?? 0) + promptTokens + completionTokens,
    ),
    tokensCounted: new Set(state.tokensCounted).add(questionId),
  };
}

function refunded(state: QuotaState, event: QuotaRefunded): QuotaState {
  const reservation = state.reservations.get(event.data.questionId);
  if (!reservation) return state;
  const reservations = new Map(state.reservations).set(event.data.questionId, {
    ...reservation,
    refunded: true,
  });
  const trial =
    reservation.source === 'trial' && state.trial
      ? { ...state.trial, used: Math.max(0, state.trial.used - 1) }
      : state.trial;
  return { ...state, reservations, trial };
}

function trialStarted(userId: string): TrialStarted {
  return { type: 'TrialStarted', data: { userId, questions: TRIAL_QUESTIONS } };
}

function reserve(
  state: QuotaState,
  paid: { questionId: string; conversationId?: string; requestHash?: string },
  where: Pick<Reservation, 'source' | 'day'>,
): ReadonlyMap<string, Reservation> {
  const reservation: Reservation = {
    ...where,
    refunded: false,
    conversationId: paid.conversationId ?? null,
    requestHash: paid.requestHash ?? null,
  };
  return new Map(state.reservations).set(paid.questionId, reservation);
}
