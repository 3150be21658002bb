import { type SubscriptionResponse, type SubscriptionStatus } from '@buildmentor/contracts';
import { type Allowance } from '@buildmentor/domain';

/**
 * The spec's subscription status (GET /api/user/subscription, the sidebar, the profile badge) in
 * its wire names. What it says is the domain's `allowanceAt`, the rule the quota decider charges
 * by; this only renames.
 */
export function subscriptionResponse(allowance: Allowance): SubscriptionResponse {
  const { tier, onTrial, trial, unlimited, planEndsAt, daily, booster } = allowance;
  return {
    tier,
    is_trial: onTrial,
    trial_info: { questions_remaining: trial.remaining, questions_used: trial.used },
    unlimited,
    plan_ends_at: planEndsAt,
    daily,
    booster,
  };
}

/** The three fields an answer carries (spec: subscription_status). */
export function answerStatus(status: SubscriptionResponse): SubscriptionStatus {
  return { tier: status.tier, is_trial: status.is_trial, trial_info: status.trial_info };
}
