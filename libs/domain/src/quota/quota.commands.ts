import type { Command } from '../shared/decider';

export type StartTrial = Command<'StartTrial', { userId: string }>;

/**
 * Pay for one question before it is asked. `questionId` is the client's request id, so a retried
 * ask reserves once. `at` (ISO instant) is when the ask was decided: the booster rule needs the
 * Australia/Sydney day and plan rules need expiry, and a decider never reads the clock.
 */
export type ReserveQuestion = Command<'ReserveQuestion', { userId: string; questionId: string; at: string }>;

/** Give a reserved question back, e.g. after AnswerFailed. */
export type RefundQuestion = Command<
  'RefundQuestion',
  { userId: string; questionId: string; reason: string }
>;

export type QuotaCommand = StartTrial | ReserveQuestion | RefundQuestion;
