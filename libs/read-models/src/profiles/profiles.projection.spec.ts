import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { profilesProjection, type ProfileDoc } from './profiles.projection';

const userId = 'u1';

function registered() {
  const h = new ProjectionHarness<ProfileDoc>(profilesProjection);
  h.apply(
    h.event(
      'UserRegistered',
      { userId, email: 'jo@example.com', displayName: 'jo', authMode: 'demo', userType: 'demo' },
      '2026-03-01T00:00:00.000Z',
    ),
    h.event('TrialStarted', { userId, questions: 3 }),
  );
  return h;
}

describe('profiles projection', () => {
  it('UserRegistered creates the profile with identity and dates', () => {
    const doc = registered().get(userId)!;
    expect(doc).toMatchObject({
      uid: userId,
      email: 'jo@example.com',
      name: 'jo',
      auth_mode: 'demo',
      user_type: 'demo',
      registered_at: '2026-03-01T00:00:00.000Z',
      onboarding_completed: false,
    });
  });

  it('UserSignedIn records the sign-in as activity', () => {
    const h = registered();
    h.apply(h.event('UserSignedIn', { userId, method: 'google' }, '2026-03-05T00:00:00.000Z'));
    expect(h.get(userId)).toMatchObject({
      last_sign_in_at: '2026-03-05T00:00:00.000Z',
      last_active_at: '2026-03-05T00:00:00.000Z',
    });
  });

  it('OnboardingCompleted marks onboarding done and stores the choices', () => {
    const h = registered();
    h.apply(
      h.event('OnboardingCompleted', {
        userId,
        industrySectors: ['Health'],
        disciplines: ['Acoustic Engineering'],
        experienceLevel: 'senior',
        companyType: 'Architecture Firm',
        primaryFocus: '',
      }),
    );
    expect(h.get(userId)).toMatchObject({
      onboarding_completed: true,
      preferences: {
        industry_sectors: ['Health'],
        disciplines: ['Acoustic Engineering'],
        experience_level: 'senior',
        company_type: 'Architecture Firm',
      },
    });
  });

  it('PreferencesUpdated replaces every preference field', () => {
    const h = registered();
    h.apply(
      h.event('PreferencesUpdated', {
        userId,
        industries: ['Education'],
        role: 'Government Agency',
        experienceLevel: 'expert',
        responseStyle: 'balanced',
        aiFocusAreas: ['Civil Engineering'],
        customInstructions: 'Cite clauses.',
      }),
    );
    expect(h.get(userId)!.preferences).toEqual({
      industry_sectors: ['Education'],
      disciplines: ['Civil Engineering'],
      experience_level: 'expert',
      company_type: 'Government Agency',
      custom_instructions: 'Cite clauses.',
      response_style: 'balanced',
      primary_focus: '',
    });
  });

  it('DeveloperAccessGranted sets the developer flag', () => {
    const h = registered();
    h.apply(h.event('DeveloperAccessGranted', { userId, grantedBy: 'admin-1', reason: 'beta' }));
    expect(h.get(userId)!.developer_access).toBe(true);
  });

  it('UserRegistered counts a demo address as verified and a password address as not yet', () => {
    expect(registered().get(userId)!.email_verified).toBe(true);
    const h = new ProjectionHarness<ProfileDoc>(profilesProjection);
    h.apply(
      h.event('UserRegistered', {
        userId,
        email: 'jo@example.com',
        displayName: 'jo',
        authMode: 'password',
        userType: 'demo',
      }),
    );
    expect(h.get(userId)!.email_verified).toBe(false);
  });

  it('EmailVerified marks the address verified', () => {
    const h = new ProjectionHarness<ProfileDoc>(profilesProjection);
    h.apply(
      h.event('UserRegistered', {
        userId,
        email: 'jo@example.com',
        displayName: 'jo',
        authMode: 'password',
        userType: 'demo',
      }),
      h.event('EmailVerified', {
        userId,
        email: 'jo@example.com',
        method: 'link',
        tokenHash: 'a'.repeat(64),
      }),
    );
    expect(h.get(userId)!.email_verified).toBe(true);
  });

  it('DeveloperAccessRevoked clears the developer flag', () => {
    const h = registered();
    h.apply(
      h.event('DeveloperAccessGranted', { userId, grantedBy: 'admin-1', reason: 'beta' }),
      h.event('DeveloperAccessRevoked', { userId, revokedBy: 'operator:cli', reason: 'left' }),
    );
    expect(h.get(userId)!.developer_access).toBe(false);
  });

  it('TrialStarted sets the counters to the full allowance', () => {
    expect(registered().get(userId)!.trial).toEqual({
      questions_total: 3,
      questions_used: 0,
      questions_remaining: 3,
    });
  });

  it('TrialDecremented and QuotaRefunded move the counters', () => {
    const h = registered();
    h.apply(
      h.event('TrialDecremented', { userId, questionId: 'q1', remaining: 2 }),
      h.event('TrialDecremented', { userId, questionId: 'q2', remaining: 1 }),
    );
    expect(h.get(userId)!.trial).toEqual({ questions_total: 3, questions_used: 2, questions_remaining: 1 });
    h.apply(h.event('QuotaRefunded', { userId, questionId: 'q2', source: 'trial', reason: 'answer failed' }));
    expect(h.get(userId)!.trial).toEqual({ questions_total: 3, questions_used: 1, questions_remaining: 2 });
  });

  it('TrialDecremented counts what a beta tester used against the allowance the decider applied (10, not the 3 granted)', () => {
    const h = registered();
    h.apply(h.event('TrialDecremented', { userId, questionId: 'b1', remaining: 9 }));
    expect(h.get(userId)!.trial).toEqual({ questions_total: 10, questions_used: 1, questions_remaining: 9 });
    h.apply(h.event('TrialDecremented', { userId, questionId: 'b2', remaining: 8 }));
    h.apply(h.event('QuotaRefunded', { userId, questionId: 'b2', source: 'trial', reason: 'answer failed' }));
    expect(h.get(userId)!.trial).toEqual({ questions_total: 10, questions_used: 1, questions_remaining: 9 });
  });

  it('BoosterUsed records the day, and its refund clears it', () => {
    const h = registered();
    h.apply(h.event('BoosterUsed', { userId, questionId: 'q9', day: '2026-03-02' }));
    expect(h.get(userId)!.booster).toEqual({ day: '2026-03-02', question_id: 'q9' });
    h.apply(
      h.event('QuotaRefunded', { userId, questionId: 'q9', source: 'booster', reason: 'answer failed' }),
    );
    expect(h.get(userId)!.booster).toBeNull();
  });

  it('DailyQuestionUsed counts the day, restarting on a new day, and a refund gives one back', () => {
    const h = registered();
    h.apply(
      h.event('DailyQuestionUsed', { userId, questionId: 'd1', day: '2026-03-02', remaining: 2 }),
      h.event('DailyQuestionUsed', { userId, questionId: 'd2', day: '2026-03-02', remaining: 1 }),
    );
    expect(h.get(userId)!.daily).toEqual({ day: '2026-03-02', question_ids: ['d1', 'd2'] });
    h.apply(h.event('QuotaRefunded', { userId, questionId: 'd2', source: 'daily', reason: 'answer failed' }));
    expect(h.get(userId)!.daily).toEqual({ day: '2026-03-02', question_ids: ['d1'] });
    h.apply(h.event('DailyQuestionUsed', { userId, questionId: 'd3', day: '2026-03-03', remaining: 2 }));
    expect(h.get(userId)!.daily).toEqual({ day: '2026-03-03', question_ids: ['d3'] });
  });

  it('SubscriptionEnded ends the running plan of that tier', () => {
    const h = registered();
    h.apply(
      h.event('SubscriptionActivated', {
        userId,
        tier: 'pro',
        source: 'payment',
        reference: 'cs_1',
        startsAt: '2026-03-02T00:00:00.000Z',
        endsAt: null,
      }),
      h.event('SubscriptionEnded', {
        userId,
        tier: 'pro',
        reference: 'sub_1',
        endedAt: '2026-04-02T00:00:00.000Z',
      }),
    );
    expect(h.get(userId)!.plans).toMatchObject([
      { tier: 'pro', starts_at: '2026-03-02T00:00:00.000Z', ends_at: '2026-04-02T00:00:00.000Z' },
    ]);
  });

  it('SubscriptionEnded with a reason ends only the plan of its grant (the subscription)', () => {
    const h = registered();
    h.apply(
      h.event('SubscriptionActivated', {
        userId,
        tier: 'pro',
        source: 'payment',
        reference: 'cs_1',
        subscriptionId: 'sub_1',
        startsAt: '2026-03-02T00:00:00.000Z',
        endsAt: null,
      }),
      h.event('SubscriptionActivated', {
        userId,
        tier: 'pro',
        source: 'payment',
        reference: 'cs_2',
        subscriptionId: 'sub_2',
        startsAt: '2026-03-03T00:00:00.000Z',
        endsAt: null,
      }),
      h.event('SubscriptionEnded', {
        userId,
        tier: 'pro',
        reference: 'sub_1',
        endedAt: '2026-04-02T00:00:00.000Z',
        reason: 'canceled',
      }),
    );
    expect(h.get(userId)!.plans.map((p) => [p.subscription_id, p.ends_at])).toEqual([
      ['sub_1', '2026-04-02T00:00:00.000Z'],
      ['sub_2', null],
    ]);
  });

  it('SubscriptionSuspended closes the running interval, SubscriptionResumed opens the next', () => {
    const h = registered();
    h.apply(
      h.event('SubscriptionActivated', {
        userId,
        tier: 'pro',
        source: 'payment',
        reference: 'cs_1',
        subscriptionId: 'sub_1',
        startsAt: '2026-03-02T00:00:00.000Z',
        endsAt: null,
      }),
      h.event('SubscriptionSuspended', {
        userId,
        tier: 'pro',
        reference: 'sub_1',
        reason: 'unpaid',
        at: '2026-04-05T00:00:00.000Z',
      }),
    );
    expect(h.get(userId)!.plans.map((p) => [p.starts_at, p.ends_at])).toEqual([
      ['2026-03-02T00:00:00.000Z', '2026-04-05T00:00:00.000Z'],
    ]);
    h.apply(
      h.event('SubscriptionResumed', {
        userId,
        tier: 'pro',
        reference: 'sub_1',
        at: '2026-04-07T00:00:00.000Z',
        endsAt: null,
      }),
    );
    expect(h.get(userId)!.plans.map((p) => [p.starts_at, p.ends_at])).toEqual([
      ['2026-03-02T00:00:00.000Z', '2026-04-05T00:00:00.000Z'],
      ['2026-04-07T00:00:00.000Z', null],
    ]);
  });

  it('SubscriptionActivated adds the plan', () => {
    const h = registered();
    h.apply(
      h.event('SubscriptionActivated', {
        userId,
        tier: 'day_pass',
        source: 'payment',
        reference: 'cs_1',
        startsAt: '2026-03-02T00:00:00.000Z',
        endsAt: '2026-03-03T00:00:00.000Z',
      }),
    );
    expect(h.get(userId)!.plans).toEqual([
      {
        tier: 'day_pass',
        starts_at: '2026-03-02T00:00:00.000Z',
        ends_at: '2026-03-03T00:00:00.000Z',
        source: 'payment',
        reference: 'cs_1',
        subscription_id: null,
      },
    ]);
  });

  it('QuestionAsked counts questions and activity', () => {
    const h = registered();
    h.apply(
      h.event(
        'QuestionAsked',
        { conversationId: 'c1', userId, questionId: 'q1', question: 'Stair height?', enhanced: false },
        '2026-03-09T00:00:00.000Z',
      ),
    );
    expect(h.get(userId)).toMatchObject({ questions_asked: 1, last_active_at: '2026-03-09T00:00:00.000Z' });
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<ProfileDoc>(profilesProjection);
    const events = [
      h.event('UserRegistered', {
        userId,
        email: 'jo@example.com',
        displayName: 'jo',
        authMode: 'password',
        userType: 'demo',
      }),
      h.event('TrialStarted', { userId, questions: 3 }),
      h.event('EmailVerified', { userId, email: 'jo@example.com', method: 'google' }),
      h.event('UserSignedIn', { userId, method: 'demo' }),
      h.event('OnboardingCompleted', {
        userId,
        industrySectors: ['Health'],
        disciplines: ['Lighting Design'],
        experienceLevel: 'graduate',
        companyType: 'Other',
        primaryFocus: '',
      }),
      h.event('PreferencesUpdated', {
        userId,
        industries: ['Health'],
        role: 'Other',
        experienceLevel: 'graduate',
        responseStyle: 'balanced',
        aiFocusAreas: [],
        customInstructions: '',
      }),
      h.event('DeveloperAccessGranted', { userId, grantedBy: 'a', reason: 'r' }),
      h.event('DeveloperAccessRevoked', { userId, revokedBy: 'a', reason: 'r' }),
      h.event('TrialDecremented', { userId, questionId: 'q1', remaining: 2 }),
      h.event('QuotaRefunded', { userId, questionId: 'q1', source: 'trial', reason: 'x' }),
      h.event('BoosterUsed', { userId, questionId: 'q2', day: '2026-03-02' }),
      h.event('DailyQuestionUsed', { userId, questionId: 'q5', day: '2026-03-02', remaining: 2 }),
      h.event('QuotaRefunded', { userId, questionId: 'q5', source: 'daily', reason: 'x' }),
      h.event('SubscriptionActivated', {
        userId,
        tier: 'starter',
        source: 'voucher',
        reference: 'FREE',
        startsAt: '2026-03-02T00:00:00.000Z',
        endsAt: null,
      }),
      h.event('SubscriptionActivated', {
        userId,
        tier: 'pro',
        source: 'payment',
        reference: 'cs_1',
        subscriptionId: 'sub_1',
        startsAt: '2026-03-02T00:00:00.000Z',
        endsAt: null,
      }),
      h.event('SubscriptionSuspended', {
        userId,
        tier: 'pro',
        reference: 'sub_1',
        reason: 'unpaid',
        at: '2026-03-03T00:00:00.000Z',
      }),
      h.event('SubscriptionResumed', {
        userId,
        tier: 'pro',
        reference: 'sub_1',
        at: '2026-03-04T00:00:00.000Z',
        endsAt: null,
      }),
      h.event('SubscriptionEnded', {
        userId,
        tier: 'pro',
        reference: 'sub_1',
        endedAt: '2026-03-05T00:00:00.000Z',
        reason: 'canceled',
      }),
      h.event('QuestionAsked', {
        conversationId: 'c1',
        userId,
        questionId: 'q1',
        question: 'Q',
        enhanced: false,
      }),
    ];
    const { once, twice } = onceAndTwice(profilesProjection, events);
    expect(once[userId]).toBeDefined();
    expect(twice).toEqual(once);
  });
});
