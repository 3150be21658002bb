import { BETA_TESTER_QUESTIONS, DAILY_BOOSTERS, STARTER_DAILY_QUESTIONS, type SubscriptionResponse, type SubscriptionStatus } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** What decides a user's question allowance, from either side (quota stream or profiles). */
export interface QuotaSnapshot {
  trialGranted: number;
  trialUsed: number;
  plans: ReadonlyArray<{ tier: string; startsAt: string; endsAt: string | null }>;
  dailyUsedToday: number;
  boosterUsedToday: boolean;
}

const UNLIMITED_TIERS = new Set(['pro', 'consultant', 'day_pass']);

/** The plan in force at an instant: an unlimited one if any runs, else Starter (as the decider). */
function planAt(plans: QuotaSnapshot['plans'], at: Date) {
  const running = plans.filter((p) => Date.parse(p.startsAt) <= at.getTime() && (p.endsAt === null || at.getTime() < Date.parse(p.endsAt)));
  return running.find((p) => UNLIMITED_TIERS.has(p.tier)) ?? running.find((p) => p.tier === 'starter') ?? null;
}

/**
 * The subscription status the sidebar, the profile badge and every answer show, mirroring the
 * quota decider's rules (which alone enforce them).
 */
export function quotaStatus(user: Pick<AuthenticatedUser, 'role' | 'userType'>, snapshot: QuotaSnapshot, at: Date): SubscriptionResponse {
  const plan = planAt(snapshot.plans, at);
  const trialAllowance = user.role === 'beta_tester' ? BETA_TESTER_QUESTIONS : snapshot.trialGranted;
  const trial_info = { questions_remaining: Math.max(0, trialAllowance - snapshot.trialUsed), questions_used: snapshot.trialUsed };
  const booster = { remaining: plan?.tier === 'starter' && !snapshot.boosterUsedToday ? DAILY_BOOSTERS : 0, total: DAILY_BOOSTERS };
  if (user.userType === 'pro') return { tier: 'pro', is_trial: false, trial_info, unlimited: true, plan_ends_at: null, daily: null, booster };
  if (plan) {
    const tier = plan.tier as SubscriptionResponse['tier'];
    const daily = plan.tier === 'starter' ? { used: snapshot.dailyUsedToday, total: STARTER_DAILY_QUESTIONS } : null;
    return { tier, is_trial: false, trial_info, unlimited: UNLIMITED_TIERS.has(plan.tier), plan_ends_at: plan.endsAt, daily, booster };
  }
  return { tier: 'demo', is_trial: user.role !== 'admin', trial_info, unlimited: user.role === 'admin', plan_ends_at: null, daily: null, booster };
}

/** The three fields an answer carries (spec: subscription_status). */
export function answerStatus(status: SubscriptionResponse): SubscriptionStatus {
  return { tier: status.tier, is_trial: status.is_trial, trial_info: status.trial_info };
}
