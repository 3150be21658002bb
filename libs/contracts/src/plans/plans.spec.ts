import { PLAN_TIERS } from '../events/shared.schemas';
import {
  AFTER_TRIAL_NEXT_STEP,
  dailyBoostersOf,
  findPlan,
  hasChatHistory,
  isPaidPlan,
  NEW_USER_TRIAL_DAYS,
  planLabel,
  PLANS,
} from './plans';

describe('plans catalogue', () => {
  it('has one plan per tier, in the order the page shows them', () => {
    expect(PLANS.map((p) => p.id)).toEqual([...PLAN_TIERS]);
  });

  it('prices the plans as spec section 9 says, in AUD cents', () => {
    expect(Object.fromEntries(PLANS.map((p) => [p.id, [p.price, p.currency, p.period]]))).toEqual({
      starter: [0, 'aud', 'free'],
      pro: [1790, 'aud', 'month'],
      consultant: [3890, 'aud', 'month'],
      day_pass: [2850, 'aud', 'day'],
    });
  });

  it('gives new users 5 weeks free on Pro and Pro-Plus only', () => {
    expect(NEW_USER_TRIAL_DAYS).toBe(35);
    expect(PLANS.filter((p) => p.trialDays > 0).map((p) => [p.id, p.promotion])).toEqual([
      ['pro', '5 weeks free'],
      ['consultant', '5 weeks free'],
    ]);
  });

  it('shows consultant as Pro-Plus and uses the receipt names of the success page', () => {
    expect(findPlan('consultant')?.name).toBe('Pro-Plus');
    expect(PLANS.map((p) => p.receiptName)).toEqual([
      'Starter Plan',
      'Pro Plan',
      'Consultant Plan',
      'Day Pass',
    ]);
  });

  it('makes the day pass a 24-hour one-off and the rest subscriptions or free', () => {
    expect(findPlan('day_pass')).toMatchObject({ billing: 'one_off', durationHours: 24 });
    expect(PLANS.filter(isPaidPlan).map((p) => p.id)).toEqual(['pro', 'consultant', 'day_pass']);
    expect(findPlan('enterprise')).toBeUndefined();
    expect(findPlan('toString')).toBeUndefined();
  });

  it('lists "No recurring billing" among the day pass benefits, not its limitations', () => {
    const dayPass = findPlan('day_pass');
    expect(dayPass?.features).toContain('No recurring billing');
    expect(dayPass?.limitations).toEqual(['Ends automatically after 24 hours']);
  });

  it('gives the Daily Booster to Starter only, and says so on its card', () => {
    expect(Object.fromEntries(PLANS.map((p) => [p.id, dailyBoostersOf(p.id)]))).toEqual({
      starter: 1,
      pro: 0,
      consultant: 0,
      day_pass: 0,
    });
    expect(dailyBoostersOf('demo')).toBe(0);
    for (const plan of PLANS)
      expect(plan.features.some((f) => f.startsWith('Daily Booster'))).toBe(plan.dailyBoosters > 0);
  });

  it('keeps chat history on every tier but Starter, whose card says "No chat history"', () => {
    expect(
      (['demo', 'starter', 'pro', 'consultant', 'day_pass'] as const).filter((tier) => !hasChatHistory(tier)),
    ).toEqual(['starter']);
    for (const plan of PLANS) expect(plan.limitations.includes('No chat history')).toBe(!plan.chatHistory);
  });

  it("names the free plan's allowance after the trial as its card does", () => {
    const starter = findPlan('starter');
    expect(starter?.features).toContain('3 questions per day');
    expect(AFTER_TRIAL_NEXT_STEP).toBe(
      'Continue free on Starter with 3 questions per day, or upgrade to Pro for unlimited questions.',
    );
    expect(findPlan('pro')?.features).toContain('Unlimited questions');
  });

  it("names each plan as the screens show it: the spec's 'Pro Plan', card titles for the rest", () => {
    expect(['demo', 'starter', 'pro', 'consultant', 'day_pass'].map(planLabel)).toEqual([
      'Demo',
      'Starter',
      'Pro Plan',
      'Pro-Plus',
      'Day Pass',
    ]);
  });
});
