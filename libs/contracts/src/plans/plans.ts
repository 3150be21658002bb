import { DAILY_BOOSTERS, DAY_PASS_HOURS, STARTER_DAILY_QUESTIONS } from '../limits';
import type { SubscriptionTier } from '../chat/v2-answer.schema';
import type { PlanTier } from '../events/shared.schemas';
import type { Role } from '../http/auth.http';

/**
 * The plans, in one place: the pricing page, GET /api/pricing, checkout and fulfilment all read
 * this list, so a price or a trial length cannot differ between what is shown and what is charged.
 * Prices are in minor units (cents) of AUD, as the payment provider takes them (spec section 9).
 * The browser imports this file directly (`@buildmentor/contracts/plans`): type imports only, no zod.
 */

export type PlanPeriod = 'free' | 'month' | 'day';

export interface PlanDefinition {
  id: PlanTier;
  /** Card title; `consultant` is marketed as Pro-Plus (spec section 6). */
  name: string;
  /** What the payment result page calls the plan (spec section 9: "Plan names on the success page"). */
  receiptName: string;
  /** Minor units (cents); 0 for Starter. */
  price: number;
  currency: 'aud';
  period: PlanPeriod;
  description: string;
  features: readonly string[];
  limitations: readonly string[];
  cta: string;
  /** Marketing line shown on the card, or null. */
  promotion: string | null;
  /** Free days before the first charge for a user who has never paid for this kind of plan. */
  trialDays: number;
  /** A subscription renews monthly until cancelled; otherwise one payment. */
  billing: 'none' | 'subscription' | 'one_off';
  /** Hours the plan runs after activation (Day Pass), or null for no end. */
  durationHours: number | null;
  badge: string | null;
  /** Daily Boosters a business day (spec section 9: Starter's one extra question); 0 for none. */
  dailyBoosters: number;
  /** Past conversations are listed and searchable (spec section 9: Starter has "No chat history"). */
  chatHistory: boolean;
}

/** 5 weeks free to new users on Pro and Pro-Plus (spec section 9). */
export const NEW_USER_TRIAL_DAYS = 35;

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'starter',
    name: 'Starter',
    receiptName: 'Starter Plan',
    price: 0,
    currency: 'aud',
    period: 'free',
    description: 'Try expert construction guidance every day, free.',
    features: [
      `${STARTER_DAILY_QUESTIONS} questions per day`,
      `Daily Booster: ${DAILY_BOOSTERS} extra question per day`,
      'Enhanced prompting',
      'NCC, AS/NZS and BCA guidance',
    ],
    limitations: ['No chat history', 'Document upload for partners only'],
    cta: 'Start Free',
    promotion: null,
    trialDays: 0,
    billing: 'none',
    durationHours: null,
    badge: null,
    dailyBoosters: DAILY_BOOSTERS,
    chatHistory: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    receiptName: 'Pro Plan',
    price: 1790,
    currency: 'aud',
    period: 'month',
    description: 'Unlimited questions with workflow intelligence for working professionals.',
    features: [
      'Unlimited questions',
      'Chat history',
      'Enhanced prompting',
      'Workflow intelligence: project stage detection',
      'Workflow and consultant recommendations',
    ],
    limitations: [],
    cta: 'Start Pro',
    promotion: '5 weeks free',
    trialDays: NEW_USER_TRIAL_DAYS,
    billing: 'subscription',
    durationHours: null,
    badge: 'Most Popular',
    dailyBoosters: 0,
    chatHistory: true,
  },
  {
    id: 'consultant',
    name: 'Pro-Plus',
    receiptName: 'Consultant Plan',
    price: 3890,
    currency: 'aud',
    period: 'month',
    description: 'Everything in Pro plus specialised training and your own knowledge bank.',
    features: [
      'Everything in Pro',
      '3-phase AI system',
      'Knowledge-enhanced chat with your documents',
      'Specialised training prompts',
      'Analytics',
      'Admin dashboard',
    ],
    limitations: [],
    cta: 'Start Pro-Plus',
    promotion: '5 weeks free',
    trialDays: NEW_USER_TRIAL_DAYS,
    billing: 'subscription',
    durationHours: null,
    badge: 'Best Value',
    dailyBoosters: 0,
    chatHistory: true,
  },
  {
    id: 'day_pass',
    name: 'Day Pass',
    receiptName: 'Day Pass',
    price: 2850,
    currency: 'aud',
    period: 'day',
    description: `Pro-Plus features for ${DAY_PASS_HOURS} hours. Buy again whenever you need it.`,
    features: [
      `All Pro-Plus features for ${DAY_PASS_HOURS} hours`,
      'Unlimited questions',
      'Knowledge-enhanced chat',
      'Repeatable: buy another day any time',
      // A benefit (one payment, nothing to cancel), not a drawback.
      'No recurring billing',
    ],
    limitations: [`Ends automatically after ${DAY_PASS_HOURS} hours`],
    cta: 'Buy Day Pass',
    promotion: null,
    trialDays: 0,
    billing: 'one_off',
    durationHours: DAY_PASS_HOURS,
    badge: null,
    dailyBoosters: 0,
    chatHistory: true,
  },
];

/** The plan with this id, or undefined for anything else (a client may send any string). */
/**
 * Tiers a voucher can grant: Starter is free already, so a voucher for it would mean nothing.
 * Here, not beside the voucher schemas, so the admin console's plan select reads it without zod.
 */
export const VOUCHER_TIERS = ['pro', 'consultant', 'day_pass'] as const satisfies readonly PlanTier[];

export function findPlan(id: string): PlanDefinition | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/**
 * The Daily Boosters a tier gets each business day: the plan's, and none outside a plan (the free
 * trial stays exactly its 3 questions; the demo pro user is unlimited). The quota rules charge by
 * this and the sidebar shows the counter only when it is above 0.
 */
export function dailyBoostersOf(tier: SubscriptionTier): number {
  return findPlan(tier)?.dailyBoosters ?? 0;
}

/**
 * Whether a tier keeps a list of past conversations (history and search). Outside a plan it does:
 * the free trial is a taste of the paid plans, and the demo pro user is Pro. Starter does not
 * (docs/decisions.md, issue 21 point 4); its conversations are kept and come back with a plan.
 */
export function hasChatHistory(tier: SubscriptionTier): boolean {
  return findPlan(tier)?.chatHistory ?? true;
}

/**
 * The plan a user is on, as the sidebar's plan box and Profile's Account Type name it: the spec's
 * 'Pro Plan' for Pro (spec section 4), the card title for the other plans, 'Demo' for the demo
 * user. The free trial is named 'Free Trial' by the screens themselves, from `is_trial`.
 */
export function planLabel(tier: string): string {
  if (tier === 'pro') return 'Pro Plan';
  if (tier === 'demo') return 'Demo';
  return findPlan(tier)?.name ?? tier;
}

/**
 * What a user whose free trial is used up can do next: ask on the free Starter plan every day, or
 * pay. The chat's trial notice and the /pricing Starter card say the same, from here.
 */
export const AFTER_TRIAL_NEXT_STEP = `Continue free on Starter with ${STARTER_DAILY_QUESTIONS} questions per day, or upgrade to Pro for unlimited questions.`;

/** The free plan's button for a user whose trial is used up (instead of its usual call to action). */
export const AFTER_TRIAL_CTA = 'Continue Free';

/** The plans a checkout can charge for (Starter is free and needs none). */
export function isPaidPlan(plan: PlanDefinition): boolean {
  return plan.price > 0;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * Document storage per plan: everything a user has uploaded (personal and community) and not
 * deleted. 'demo' is the free trial. The Day Pass gives Pro-Plus features, so Pro-Plus storage; when
 * a plan ends, what is stored stays, but nothing more is accepted until the user is under the limit
 * again (docs/decisions.md, Knowledge banks). Enforced on the write side (library-<user> stream).
 */
export const STORAGE_QUOTA_BYTES: Readonly<Record<PlanTier | 'demo', number>> = {
  demo: 50 * MB,
  starter: 250 * MB,
  pro: 2 * GB,
  consultant: 10 * GB,
  day_pass: 10 * GB,
};

/** Admins are not metered for questions, but a disk is finite: a large limit, not none. */
export const ADMIN_STORAGE_QUOTA_BYTES = 100 * GB;

/** The storage a user may fill: by role for admins, else by the plan in force ('demo' when none). */
export function storageQuotaBytes(tier: PlanTier | 'demo', role: Role): number {
  return role === 'admin' ? ADMIN_STORAGE_QUOTA_BYTES : STORAGE_QUOTA_BYTES[tier];
}
