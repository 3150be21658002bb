import { allowanceAt, type PlanSpan, type QuotaUsage } from './allowance';

const user = { role: 'user' as const, userType: 'demo' as const };
const at = '2026-03-01T01:00:00.000Z';
const base: QuotaUsage = { trial: { granted: 3, used: 1 }, plans: [], dailyUsed: 0, boosterUsed: false };

describe('allowanceAt (what the sidebar, the profile and every answer show)', () => {
  it('reports the trial', () => {
    expect(allowanceAt(user, base, at)).toEqual({
      tier: 'demo',
      onTrial: true,
      trial: { remaining: 2, used: 1 },
      unlimited: false,
      planEndsAt: null,
      daily: null,
      booster: null,
    });
  });

  it("reports Starter with today's allowance and the booster", () => {
    const allowance = allowanceAt(
      user,
      {
        ...base,
        plans: [{ tier: 'starter', startsAt: '2026-02-01T00:00:00.000Z', endsAt: null }],
        dailyUsed: 2,
      },
      at,
    );
    expect(allowance).toMatchObject({
      tier: 'starter',
      onTrial: false,
      unlimited: false,
      daily: { used: 2, total: 3 },
      booster: { remaining: 1, total: 1 },
    });
  });

  it('gives the Daily Booster only to a plan that has one: Starter, not the trial, Pro, Pro-Plus, a Day Pass or the demo pro user', () => {
    const on = (tier: PlanSpan['tier']) => ({
      ...base,
      plans: [{ tier, startsAt: '2026-02-01T00:00:00.000Z', endsAt: null }],
    });
    expect(allowanceAt(user, on('starter'), at).booster).toEqual({ remaining: 1, total: 1 });
    expect(allowanceAt(user, { ...on('starter'), boosterUsed: true }, at).booster).toEqual({
      remaining: 0,
      total: 1,
    });
    expect(allowanceAt(user, base, at).booster).toBeNull();
    for (const tier of ['pro', 'consultant', 'day_pass'] as const)
      expect(allowanceAt(user, on(tier), at).booster).toBeNull();
    expect(allowanceAt({ role: 'user', userType: 'pro' }, base, at).booster).toBeNull();
    expect(allowanceAt({ role: 'admin', userType: 'demo' }, base, at).booster).toBeNull();
  });

  it('reports a running day pass as unlimited until it ends, then the trial again', () => {
    const plans: PlanSpan[] = [
      { tier: 'day_pass', startsAt: '2026-03-01T00:00:00.000Z', endsAt: '2026-03-02T00:00:00.000Z' },
    ];
    expect(allowanceAt(user, { ...base, plans }, at)).toMatchObject({
      tier: 'day_pass',
      unlimited: true,
      planEndsAt: '2026-03-02T00:00:00.000Z',
    });
    expect(allowanceAt(user, { ...base, plans }, '2026-03-02T00:00:00.000Z')).toMatchObject({
      tier: 'demo',
      onTrial: true,
    });
  });

  it('treats admins, the demo pro user and beta testers per the spec', () => {
    expect(allowanceAt({ role: 'admin', userType: 'demo' }, base, at)).toMatchObject({
      onTrial: false,
      unlimited: true,
    });
    expect(allowanceAt({ role: 'user', userType: 'pro' }, base, at)).toMatchObject({
      tier: 'pro',
      unlimited: true,
    });
    expect(allowanceAt({ role: 'beta_tester', userType: 'demo' }, base, at).trial.remaining).toBe(9);
  });
});
