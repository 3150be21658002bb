import * as quotaDecider from '../quota/quota.decider';
import type { QuotaEvent } from '../quota/quota.events';
import { DeciderSpecification } from '../shared/decider-spec';
import type { ActivateSubscription } from './entitlement.commands';
import * as entitlementDecider from './entitlement.decider';

const AT = '2026-03-01T00:00:00.000Z';
const activate = (patch: Partial<ActivateSubscription['data']> = {}): ActivateSubscription => ({
  type: 'ActivateSubscription',
  data: {
    userId: 'u1',
    tier: 'pro',
    source: 'payment',
    reference: 'cs_1',
    at: AT,
    durationDays: null,
    ...patch,
  },
});
const activated = (
  patch: Partial<Extract<QuotaEvent, { type: 'SubscriptionActivated' }>['data']> = {},
): QuotaEvent => ({
  type: 'SubscriptionActivated',
  data: {
    userId: 'u1',
    tier: 'pro',
    source: 'payment',
    reference: 'cs_1',
    startsAt: AT,
    endsAt: null,
    ...patch,
  },
});
const exhaustedTrial: QuotaEvent[] = [
  { type: 'TrialStarted', data: { userId: 'u1', questions: 3 } },
  ...[1, 2, 3].map((n): QuotaEvent => ({
    type: 'TrialDecremented',
    data: { userId: 'u1', questionId: `q${n}`, remaining: 3 - n },
  })),
];
const ask = (questionId: string, at: string) => ({
  type: 'ReserveQuestion' as const,
  data: {
    userId: 'u1',
    questionId,
    conversationId: 'c1',
    requestHash: 'fp',
    at,
    entitlement: { role: 'user' as const, userType: 'demo' as const },
  },
});

describe('entitlement decider (plans on quota-<userId>)', () => {
  const spec = DeciderSpecification.for(entitlementDecider);

  describe('no plan yet', () => {
    const given = spec.given(exhaustedTrial);
    it('starts an open-ended Pro subscription at confirmation time', () =>
      given.when(activate()).then([activated()]));
    it('starts Pro-Plus the same way', () =>
      given.when(activate({ tier: 'consultant' })).then([activated({ tier: 'consultant' })]));
    it('runs a day pass for 24 hours', () =>
      given
        .when(activate({ tier: 'day_pass' }))
        .then([activated({ tier: 'day_pass', endsAt: '2026-03-02T00:00:00.000Z' })]));
    it('runs a voucher plan for its duration', () =>
      given
        .when(activate({ source: 'voucher', reference: 'SITE-2026', durationDays: 30 }))
        .then([
          activated({ source: 'voucher', reference: 'SITE-2026', endsAt: '2026-03-31T00:00:00.000Z' }),
        ]));
    it('refuses a voucher activation without a duration', () => {
      given
        .when(activate({ source: 'voucher', reference: 'SITE-2026' }))
        .thenThrows('SUBSCRIPTION.DURATION_REQUIRED');
    });
  });

  describe('already activated by this payment', () => {
    const given = spec.given([...exhaustedTrial, activated()]);
    it('ignores the same session fulfilled again', () => given.when(activate()).thenNothingHappens());
    it('activates a different session', () =>
      given.when(activate({ reference: 'cs_2' })).then([activated({ reference: 'cs_2' })]));
    it('keeps payment and voucher references apart', () =>
      given
        .when(activate({ source: 'voucher', durationDays: 7 }))
        .then([activated({ source: 'voucher', endsAt: '2026-03-08T00:00:00.000Z' })]));
  });

  describe('a day pass running', () => {
    const pass = activated({ tier: 'day_pass', endsAt: '2026-03-02T00:00:00.000Z' });
    it('starts a second pass when the first ends (repeatable, no hour lost)', () =>
      spec
        .given([pass])
        .when(activate({ tier: 'day_pass', reference: 'cs_2', at: '2026-03-01T20:00:00.000Z' }))
        .then([
          activated({
            tier: 'day_pass',
            reference: 'cs_2',
            startsAt: '2026-03-02T00:00:00.000Z',
            endsAt: '2026-03-03T00:00:00.000Z',
          }),
        ]));
    it('starts a new pass at once after the old one ended', () =>
      spec
        .given([pass])
        .when(activate({ tier: 'day_pass', reference: 'cs_3', at: '2026-03-05T00:00:00.000Z' }))
        .then([
          activated({
            tier: 'day_pass',
            reference: 'cs_3',
            startsAt: '2026-03-05T00:00:00.000Z',
            endsAt: '2026-03-06T00:00:00.000Z',
          }),
        ]));
  });

  describe('new-subscriber offer', () => {
    const stateOf = (events: QuotaEvent[]) =>
      events.reduce(entitlementDecider.evolve, entitlementDecider.initialState());
    it('is open to a user who never paid for Pro or Pro-Plus', () => {
      expect(
        entitlementDecider.isNewSubscriber(
          stateOf([...exhaustedTrial, activated({ tier: 'day_pass', endsAt: '2026-03-02T00:00:00.000Z' })]),
        ),
      ).toBe(true);
      expect(
        entitlementDecider.isNewSubscriber(
          stateOf([activated({ source: 'voucher', endsAt: '2026-04-01T00:00:00.000Z' })]),
        ),
      ).toBe(true);
    });
    it('is used up by a paid Pro or Pro-Plus plan', () => {
      expect(entitlementDecider.isNewSubscriber(stateOf([activated({ tier: 'consultant' })]))).toBe(false);
    });
  });

  describe('the quota follows the plan at once', () => {
    const quota = DeciderSpecification.for(quotaDecider);
    it('lets an exhausted trial user ask again once Pro is active', () =>
      quota
        .given([...exhaustedTrial, activated()])
        .when(ask('q4', '2026-03-01T01:00:00.000Z'))
        .thenNothingHappens());
    it('lets a day pass holder ask during the 24 hours', () =>
      quota
        .given([...exhaustedTrial, activated({ tier: 'day_pass', endsAt: '2026-03-02T00:00:00.000Z' })])
        .when(ask('q4', '2026-03-01T23:59:59.000Z'))
        .thenNothingHappens());
    it('ends the day pass after 24 hours', () => {
      quota
        .given([...exhaustedTrial, activated({ tier: 'day_pass', endsAt: '2026-03-02T00:00:00.000Z' })])
        .when(ask('q4', '2026-03-02T00:00:00.000Z'))
        .thenThrows('TRIAL.EXHAUSTED');
    });
  });
});
