import { type PendingQuestionDoc } from '@buildmentor/read-models';

/**
 * The recovery's decisions, kept pure so they are tested without stores or clocks: which pending
 * questions are orphaned, in what order to settle one, and how often to look.
 */

export interface RecoveryTiming {
  /** OPENAI_TIMEOUT_MS: the longest a live handler waits for its answer. */
  answerTimeoutMs: number;
  /** ANSWER_RECOVERY_GRACE_MS: the handler's work around the answerer (loading, recording). */
  graceMs: number;
}

/** Pending since this instant or earlier means no live handler can still be working on it. */
export function orphanCutoff(now: Date, timing: RecoveryTiming): string {
  return new Date(now.getTime() - timing.answerTimeoutMs - timing.graceMs).toISOString();
}

export function isOrphaned(question: PendingQuestionDoc, now: Date, timing: RecoveryTiming): boolean {
  return Date.parse(question.since) <= Date.parse(orphanCutoff(now, timing));
}

/**
 * How to settle an orphan, each step through the normal deciders (idempotent, exact revision):
 * - asked: fail it first. The conversation stream decides the race with a late answer: if the
 *   answer got there first, nothing is owed; once it is failed, the refund follows.
 * - paid but never asked (a crash between the quota and the conversation appends): refund first,
 *   then fail the question if it has appeared since, so a handler that resumes after the refund
 *   cannot record an unpaid answer (it also checks the refund before answering).
 */
export type RecoveryPlan = 'fail-then-refund' | 'refund-then-fail';

export function recoveryPlan(question: PendingQuestionDoc): RecoveryPlan {
  return question.asked ? 'fail-then-refund' : 'refund-then-fail';
}

/** Look a few times per timeout window, at most every second and at least every 30 seconds. */
export function sweepIntervalMs(timing: RecoveryTiming): number {
  return Math.min(30_000, Math.max(1_000, Math.round((timing.answerTimeoutMs + timing.graceMs) / 4)));
}

/**
 * How long after it is asked a question has an outcome even if the handler answering it died: it
 * is an orphan once the answer timeout and the grace have passed, and a sweep settles it within
 * one interval (one more allows for the projector listing it late). A resumed answer stream
 * (GET .../questions/{id}/stream) waits no longer than this.
 */
export function settleWithinMs(timing: RecoveryTiming): number {
  return timing.answerTimeoutMs + timing.graceMs + 2 * sweepIntervalMs(timing);
}

export function settledBy(askedAt: Date, timing: RecoveryTiming): Date {
  return new Date(askedAt.getTime() + settleWithinMs(timing));
}
