import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../chat/v2-answer.schema';

/** GET /api/user/subscription (spec: tier, is_trial, trial_info). */
export const subscriptionResponseSchema = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS),
  is_trial: z.boolean(),
  trial_info: z.object({
    questions_remaining: z.number().int().nonnegative(),
    questions_used: z.number().int().nonnegative(),
  }),
  /** No question limit (admins, the demo pro user, Pro, Pro-Plus, a running Day Pass). */
  unlimited: z.boolean(),
  /** When the plan in force ends (a Day Pass), or null. */
  plan_ends_at: z.string().nullable(),
  /** Starter plan: today's allowance (Australia/Sydney day); null on other tiers. */
  daily: z.object({ used: z.number().int().nonnegative(), total: z.number().int().positive() }).nullable(),
  /** The Daily Booster: remaining out of 1 on a plan that has one (Starter); null on every other tier. */
  booster: z
    .object({ remaining: z.number().int().nonnegative(), total: z.number().int().positive() })
    .nullable(),
  /**
   * The Australia/Sydney month's model tokens against the plan's monthly budget (TOKEN_BUDGETS),
   * from the read models (the server enforces it on the quota stream); absent or null when the
   * plan has no budget or the user is never limited (admins).
   */
  tokens: z
    .object({
      month: z.string(),
      used: z.number().int().nonnegative(),
      budget: z.number().int().positive(),
    })
    .nullable()
    .optional(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
