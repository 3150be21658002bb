import type { Role, SubscriptionTier, UserType } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

export type StartTrial = Command<'StartTrial', { userId: string }>;

/**
 * Who is asking, as far as paying for questions goes. The handler reads it from the verified
 * session (role decided on the server); the plan comes from this stream's own events.
 */
export interface QuotaEntitlement {
  role: Role;
  userType: UserType;
}

/**
 * Pay for one question before it is asked. `questionId` comes from the client's request id, so a
 * retried ask reserves once. `at` (ISO instant) is when the ask was decided: daily allowances use
 * its business day and plans their expiry, because a decider never reads the clock.
 * `conversationId` and `requestHash` say what is paid for (the conversation and the fingerprint
 * of the question): a repeat of the question id must match them exactly.
 */
export type ReserveQuestion = Command<
  'ReserveQuestion',
  {
    userId: string;
    questionId: string;
    conversationId: string;
    requestHash: string;
    at: string;
    entitlement: QuotaEntitlement;
    /** Monthly token budgets by the tier in force (TOKEN_BUDGETS); a tier absent has none. */
    tokenBudgets?: TokenBudgets;
  }
>;

export type TokenBudgets = Readonly<Partial<Record<SubscriptionTier, number>>>;

/** Count the model tokens an answer cost against the month of `at` (ISO instant of the answer). */
export type RecordTokens = Command<
  'RecordTokens',
  { userId: string; questionId: string; at: string; promptTokens: number; completionTokens: number }
>;

/** Give a reserved question back, e.g. after AnswerFailed. */
export type RefundQuestion = Command<
  'RefundQuestion',
  { userId: string; questionId: string; reason: string }
>;

export type QuotaCommand = StartTrial | ReserveQuestion | RefundQuestion | RecordTokens;
