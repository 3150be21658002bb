import {
  BETA_TESTER_QUESTIONS,
  type PlanTier,
  type QuotaSource,
  STARTER_DAILY_QUESTIONS,
  TRIAL_QUESTIONS,
} from '@buildmentor/contracts';
import { isBlank } from '../shared/text';
import type { QuotaCommand, RefundQuestion, ReserveQuestion } from './quota.commands';
import { RequestKeyReusedError } from '../shared/request-key.errors';
import { DailyQuestionsExhaustedError, RefundReasonRequiredError, TrialExhaustedError } from './quota.errors';
import type { QuotaEvent, QuotaRefunded, TrialStarted } from './quota.events';
import { evolvePlans, type PlanInterval } from './plan-intervals';
import { sydneyDay } from './sydney-day';

/** One question paid for, and from where, so a refund returns it to the same place. */
export interface Reservation {
  source: QuotaSource;
  refunded: boolean;
  /** The Sydney day of a daily or booster question (null for the trial). */
  day: string | null;
  /** What was paid for; null on reservations recorded before these were kept. */
  conversationId: string | null;
  requestHash: string | null;
}

/** A stretch of a plan's life during which it grants questions (plan-intervals.ts). */
export type ActivePlan = PlanInterval;

export interface QuotaState {
  /** null until the trial has started; `used` counts unrefunded trial questions. */
  trial: { granted: number; used: number } | null;
  /** Every question ever reserved, by questionId: the idempotence key for asks and refunds. */
  reservations: ReadonlyMap<string, Reservation>;
  /** Every plan ever activated; which one applies is judged against a command's `at`. */
  plans: readonly ActivePlan[];
}

/** Tiers that pay for unlimited questions (spec: Pro, Pro-Plus, and the Day Pass for 24 h). */
const UNLIMITED: ReadonlySet<PlanTier> = new Set(['pro', 'consultant', 'day_pass']);

export const initialState = (): QuotaState => ({ trial: null, reservations: new Map(), plans: [] });

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
      return { ...state, reservations: reserve(state, event.data, { source: 'booster', day: event.data.day }) };
    case 'QuotaRefunded':
      return refunded(state, event);
    case 'SubscriptionActivated':
    case 'SubscriptionSuspended':
    case 'SubscriptionResumed':
    case 'SubscriptionEnded':
      return { ...state, plans: evolvePlans(state.plans, event) };
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
  }
}

/** The plan in force at `at`: an unlimited one if any is running, else a Starter plan. */
export function planAt(state: QuotaState, at: string): ActivePlan | null {
  const time = Date.parse(at);
  const running = state.plans.filter((p) => Date.parse(p.startsAt) <= time && (p.endsAt === null || time < Date.parse(p.endsAt)));
  return running.find((p) => UNLIMITED.has(p.tier)) ?? running.find((p) => p.tier === 'starter') ?? null;
}

/** Questions of one source spent (and not refunded) on a Sydney day. */
export function usedOn(state: QuotaState, source: QuotaSource, day: string): number {
  let count = 0;
  for (const r of state.reservations.values()) if (r.source === source && r.day === day && !r.refunded) count++;
  return count;
}

/**
 * Who pays for a question, in order: unlimited (admins, the demo pro user, Pro / Pro-Plus / Day
 * Pass while it runs) reserves nothing; Starter spends the day's 3, then the Daily Booster; anyone
 * else spends the trial (10 for beta testers, else 3). The Daily Booster belongs to the Starter
 * plan: the free trial stays exactly 3 questions (docs/decisions.md).
 */
function reserveQuestion(command: ReserveQuestion, state: QuotaState): QuotaEvent[] {
  const { userId, questionId, conversationId, requestHash, at, entitlement } = command.data;
  const paidFor = { conversationId, requestHash };
  // The same request again (a retried ask) was already paid for, even if refunded since. The key
  // alone is not enough: the same key for another conversation or question would be a free answer.
  const earlier = state.reservations.get(questionId);
  if (earlier) {
    if (earlier.conversationId !== conversationId || earlier.requestHash !== requestHash) throw new RequestKeyReusedError();
    return [];
  }
  if (entitlement.role === 'admin' || entitlement.userType === 'pro') return [];
  const plan = planAt(state, at);
  if (plan && UNLIMITED.has(plan.tier)) return [];
  const day = sydneyDay(at);
  if (plan?.tier === 'starter') {
    const used = usedOn(state, 'daily', day);
    if (used < STARTER_DAILY_QUESTIONS) {
      return [{ type: 'DailyQuestionUsed', data: { userId, questionId, day, remaining: STARTER_DAILY_QUESTIONS - used - 1, ...paidFor } }];
    }
    if (usedOn(state, 'booster', day) === 0) return [{ type: 'BoosterUsed', data: { userId, questionId, day, ...paidFor } }];
    throw new DailyQuestionsExhaustedError();
  }
  // A user whose trial was never started (registration appends to user-<id> and quota-<id>
  // separately, so a crash can land between the two) gets it now, in the same append.
  const started: TrialStarted[] = state.trial ? [] : [trialStarted(userId)];
  const allowance = entitlement.role === 'beta_tester' ? BETA_TESTER_QUESTIONS : (state.trial?.granted ?? TRIAL_QUESTIONS);
  const used = state.trial?.used ?? 0;
  if (used >= allowance) throw new TrialExhaustedError();
  return [...started, { type: 'TrialDecremented', data: { userId, questionId, remaining: allowance - used - 1, ...paidFor } }];
}

function refundQuestion(command: RefundQuestion, state: QuotaState): QuotaRefunded[] {
  const { userId, questionId, reason } = command.data;
  if (isBlank(reason)) throw new RefundReasonRequiredError();
  const reservation = state.reservations.get(questionId);
  // Nothing to give back: never reserved (the ask failed earlier) or already refunded (a retry).
  if (!reservation || reservation.refunded) return [];
  return [{ type: 'QuotaRefunded', data: { userId, questionId, source: reservation.source, reason: reason.trim() } }];
}

function refunded(state: QuotaState, event: QuotaRefunded): QuotaState {
  const reservation = state.reservations.get(event.data.questionId);
  if (!reservation) return state;
  const reservations = new Map(state.reservations).set(event.data.questionId, { ...reservation, refunded: true });
  const trial = reservation.source === 'trial' && state.trial ? { ...state.trial, used: Math.max(0, state.trial.used - 1) } : state.trial;
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
  const reservation: Reservation = { ...where, refunded: false, conversationId: paid.conversationId ?? null, requestHash: paid.requestHash ?? null };
  return new Map(state.reservations).set(paid.questionId, reservation);
}
