import { z } from 'zod';

/** GET /api/user/subscription (spec: tier, is_trial, trial_info). */
export const subscriptionResponseSchema = z.object({
  tier: z.string(),
  is_trial: z.boolean(),
  trial_info: z.object({
    questions_remaining: z.number().int().nonnegative(),
    questions_used: z.number().int().nonnegative(),
  }),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
