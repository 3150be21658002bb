import {
  BETA_TESTER_QUESTIONS,
  dailyBoostersOf,
  type PlanTier,
  type Role,
  STARTER_DAILY_QUESTIONS,
  type SubscriptionTier,
  TRIAL_QUESTIONS,
} from '@buildmentor/contracts';
import type { QuotaEntitlement } from './quota.commands';
import type { PlanInterval } from './plan-intervals';

/**
 * The question allowance rules, once. The quota decider charges by `allowanceAt`, and the status
 * the sidebar, the profile, the admin users list and every answer show is the same `allowanceAt`
 * over the same usage (read from the quota stream or from the profiles read model), so what is
 * shown can never disagree with what is charged.
 */

/** Tiers that pay for unlimited questions (spec: Pro, Pro-Plus, and the Day Pass for 24 h). */
const UNLIMITED_TIERS: ReadonlySet<PlanTier> = new Set(['pro', 'consultant', 'day_pass']);

export function isUnlimitedTier(tier: PlanTier): boolean {
  return UNLIMITED_TIERS.has(tier);
}

/** Admins and the fixed demo pro user ask without being counted, whatever plan they hold. */
export function isUnmetered(who: QuotaEntitlement): boolean {
  return who.role === 'admin' || who.userType === 'pro';
}

/**
 * The trial questions a user may spend: 10 for beta testers (spec section 9), else what their
 * trial granted, which before it has started is the full trial.
 */
export function trialAllowance(role: Role, trial: { granted: number } | null): number {
  return role === 'beta_tester' ? BETA_TESTER_QUESTIONS : (trial?.granted ?? TRIAL_QUESTIONS);
}

/** What judging a plan at an instant needs: the quota stream's intervals or a profile's copy. */
export type PlanSpan = Pick<PlanInterval, 'tier' | 'startsAt' | 'endsAt'>;

/**
 * The plan in force at `at`: an unlimited one if any is running, else a Starter plan, else null
 * (the trial). A plan's end instant is already outside it.
 */
export function planAt<P extends PlanSpan>(plans: readonly P[], at: string): P | null {
  const time = Date.parse(at);
  const running = plans.filter(
    (p) => Date.parse(p.startsAt) <= time && (p.endsAt === null || time < Date.parse(p.endsAt)),
  );
  return running.find((p) => isUnlimitedTier(p.tier)) ?? running.find((p) => p.tier === 'starter') ?? null;
}

/** What a user has spent, on one business day: everything the allowance depends on. */
export interface QuotaUsage {
  /** null until the trial has started; `used` counts unrefunded trial questions. */
  trial: { granted: number; used: number } | null;
  plans: readonly PlanSpan[];
  /** Starter questions spent (and not refunded) that day. */
  dailyUsed: number;
  boosterUsed: boolean;
}

/** What a user can do now (the spec's subscription status, in the domain's words). */
export interface Allowance {
  /** 'pro' for the demo pro user, else the plan in force, else 'demo' (the trial). */
  tier: SubscriptionTier;
  onTrial: boolean;
  unlimited: boolean;
  /** When the plan in force ends (a Day Pass, a voucher), or null. */
  planEndsAt: string | null;
  trial: { remaining: number; used: number };
  /** Starter only: the business day's questions. */
  daily: { used: number; total: number } | null;
  /**
   * The Daily Booster: spent once the day's questions are, on a plan that has one (Starter); null
   * for every other tier, so nothing shows a booster that cannot be used.
   */
  booster: { remaining: number; total: number } | null;
}

/**
 * Who pays for the next question, in order: the demo pro user is Pro; a running plan decides
 * (unlimited, or Starter's day then its booster); admins are unlimited; anyone else spends the
 * trial. The Daily Booster belongs to the plans the catalogue gives one (Starter): the free trial
 * stays exactly 3 questions (docs/decisions.md). Admins holding a plan are shown it, but the decider never charges them
 * (`isUnmetered`).
 */
export function allowanceAt(who: QuotaEntitlement, usage: QuotaUsage, at: string): Allowance {
  const plan = planAt(usage.plans, at);
  const used = usage.trial?.used ?? 0;
  const trial = { remaining: Math.max(0, trialAllowance(who.role, usage.trial) - used), used };
  if (who.userType === 'pro')
    return {
      tier: 'pro',
      onTrial: false,
      trial,
      unlimited: true,
      planEndsAt: null,
      daily: null,
      booster: null,
    };
  if (plan) {
    const boosters = dailyBoostersOf(plan.tier);
    const booster = boosters > 0 ? { remaining: usage.boosterUsed ? 0 : boosters, total: boosters } : null;
    const daily = plan.tier === 'starter' ? { used: usage.dailyUsed, total: STARTER_DAILY_QUESTIONS } : null;
    return {
      tier: plan.tier,
      onTrial: false,
      trial,
      unlimited: isUnlimitedTier(plan.tier),
      planEndsAt: plan.endsAt,
      daily,
      booster,
    };
  }
  const unmetered = isUnmetered(who);
  return {
    tier: 'demo',
    onTrial: !unmetered,
    trial,
    unlimited: unmetered,
    planEndsAt: null,
    daily: null,
    booster: null,
  };
}
