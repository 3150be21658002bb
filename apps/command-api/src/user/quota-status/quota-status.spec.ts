import { quotaStatus, type QuotaSnapshot } from './quota-status';

const user = { role: 'user' as const, userType: 'demo' as const };
const at = new Date('2026-03-01T01:00:00.000Z');
const base: QuotaSnapshot = { trialGranted: 3, trialUsed: 1, plans: [], dailyUsedToday: 0, boosterUsedToday: false };

describe('quotaStatus', () => {
  it('reports the trial', () => {
    expect(quotaStatus(user, base, at)).toEqual({ tier: 'demo', is_trial: true, trial_info: { questions_remaining: 2, questions_used: 1 }, unlimited: false, plan_ends_at: null, daily: null, booster: { remaining: 0, total: 1 } });
  });

  it("reports Starter with today's allowance and the booster", () => {
    const status = quotaStatus(user, { ...base, plans: [{ tier: 'starter', startsAt: '2026-02-01T00:00:00.000Z', endsAt: null }], dailyUsedToday: 2 }, at);
    expect(status).toMatchObject({ tier: 'starter', is_trial: false, unlimited: false, daily: { used: 2, total: 3 }, booster: { remaining: 1, total: 1 } });
  });

  it('reports a running day pass as unlimited until it ends, then the trial again', () => {
    const plans = [{ tier: 'day_pass', startsAt: '2026-03-01T00:00:00.000Z', endsAt: '2026-03-02T00:00:00.000Z' }];
    expect(quotaStatus(user, { ...base, plans }, at)).toMatchObject({ tier: 'day_pass', unlimited: true, plan_ends_at: '2026-03-02T00:00:00.000Z' });
    expect(quotaStatus(user, { ...base, plans }, new Date('2026-03-02T00:00:00.000Z'))).toMatchObject({ tier: 'demo', is_trial: true });
  });

  it('treats admins, the demo pro user and beta testers per the spec', () => {
    expect(quotaStatus({ role: 'admin', userType: 'demo' }, base, at)).toMatchObject({ is_trial: false, unlimited: true });
    expect(quotaStatus({ role: 'user', userType: 'pro' }, base, at)).toMatchObject({ tier: 'pro', unlimited: true });
    expect(quotaStatus({ role: 'beta_tester', userType: 'demo' }, base, at).trial_info.questions_remaining).toBe(9);
  });
});
