import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  isoDaySchema,
  nonBlankTextSchema,
  planTierSchema,
} from './shared.schemas';
import { SUBSCRIPTION_END_REASONS } from './subscription.events';
import { requestHashSchema } from './conversation.events';

/**
 * Events on stream `quota-<userId>`: the trial, the daily booster and the plan. They share one
 * stream on purpose: every question is paid for by exactly one of them, and appending with the
 * stream's exact revision is what stops two concurrent asks from spending the same question.
 */

/** Where a reserved question was paid from; a refund gives it back to the same place. */
export const QUOTA_SOURCES = ['trial', 'booster', 'daily', 'beta'] as const;
export const SUBSCRIPTION_SOURCES = ['payment', 'voucher'] as const;

/**
 * What a reservation paid for: the conversation the question went to and the request's
 * fingerprint. A client request id is one key per user: repeating it for another conversation or
 * another question is refused. Optional because reservations recorded before this have neither.
 */
const paidForFields = {
  conversationId: idSchema.optional(),
  requestHash: requestHashSchema.optional(),
};

export const trialStartedDataSchema = z.object({
  userId: idSchema,
  questions: z.number().int().positive(),
});

export const trialDecrementedDataSchema = z.object({
  userId: idSchema,
  questionId: idSchema,
  /** Questions left after this one; the read side shows it without counting. */
  remaining: z.number().int().nonnegative(),
  ...paidForFields,
});

export const boosterUsedDataSchema = z.object({
  userId: idSchema,
  questionId: idSchema,
  /** The Australia/Sydney calendar day the booster belongs to; one booster per day. */
  day: isoDaySchema,
  ...paidForFields,
});

export const quotaRefundedDataSchema = z.object({
  userId: idSchema,
  questionId: idSchema,
  source: z.enum(QUOTA_SOURCES),
  reason: nonBlankTextSchema,
});

/** A Starter-plan question spent from the day's allowance (an extension of the catalogue). */
export const dailyQuestionUsedDataSchema = z.object({
  userId: idSchema,
  questionId: idSchema,
  /** The Australia/Sydney calendar day the allowance belongs to. */
  day: isoDaySchema,
  remaining: z.number().int().nonnegative(),
  ...paidForFields,
});

/**
 * Model tokens an answer cost, counted against the month's token budget (TOKEN_BUDGETS). On the
 * quota stream so the decider that pays for the next question sees what this month has used.
 * `month` is the Australia/Sydney calendar month (YYYY-MM) of the answer.
 */
export const tokensUsedDataSchema = z.object({
  userId: idSchema,
  questionId: idSchema,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month YYYY-MM'),
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
});

/**
 * A plan starts (stream `quota-<userId>`, because the plan is what pays for questions). It is the
 * outcome of a confirmed payment or a redeemed voucher; `reference` names which one (the payment
 * session id or the voucher code) so the audit log can link them.
 */
export const subscriptionActivatedDataSchema = z.object({
  userId: idSchema,
  tier: planTierSchema,
  source: z.enum(SUBSCRIPTION_SOURCES),
  reference: idSchema,
  startsAt: isoDateTimeSchema,
  /** null for a plan without an end (renewed by the provider until cancelled). */
  endsAt: isoDateTimeSchema.nullable(),
  /**
   * The provider's subscription that renews this plan (Stripe `sub_...`), when there is one: the
   * plan's grant, by which later suspensions and the end find it. Absent on plans recorded before.
   */
  subscriptionId: idSchema.optional(),
});

export type QuotaSource = (typeof QUOTA_SOURCES)[number];
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];
export type TrialStartedData = z.infer<typeof trialStartedDataSchema>;
export type TrialDecrementedData = z.infer<typeof trialDecrementedDataSchema>;
export type BoosterUsedData = z.infer<typeof boosterUsedDataSchema>;
export type QuotaRefundedData = z.infer<typeof quotaRefundedDataSchema>;
/**
 * A paid plan stopped for good. With a `reason` (recorded since plans have grants) it ends the
 * plan whose grant is `reference` (a subscription id, or a Day Pass's session id), and is recorded
 * even when nothing runs under that grant yet, so a late activation cannot start it. Without a
 * reason (recorded before) plans of that tier that were running without an end end at `endedAt`.
 */
export const subscriptionEndedDataSchema = z.object({
  userId: idSchema,
  tier: planTierSchema,
  /** The plan's grant: the provider's subscription id, or a Day Pass's checkout session id. */
  reference: idSchema,
  endedAt: isoDateTimeSchema,
  reason: z.enum(SUBSCRIPTION_END_REASONS).optional(),
});
export type SubscriptionEndedData = z.infer<typeof subscriptionEndedDataSchema>;

export type DailyQuestionUsedData = z.infer<typeof dailyQuestionUsedDataSchema>;
export type SubscriptionActivatedData = z.infer<typeof subscriptionActivatedDataSchema>;
