import type { ProviderSubscriptionStatus } from '@buildmentor/contracts';
import { planAt } from '../quota/allowance';
import type { QuotaEvent } from '../quota/quota.events';
import { DeciderSpecification } from '../shared/decider-spec';
import type {
  ActivateSubscription,
  CloseDispute,
  EndSubscription,
  EntitlementCommand,
  OpenDispute,
  SyncSubscription,
} from './entitlement.commands';
import * as entitlementDecider from './entitlement.decider';

/**
 * The life of a paid plan after checkout, driven by the provider's notifications, which arrive in
 * any order and more than once (docs/decisions.md: the status to access table).
 */
const userId = 'u1';
const T0 = '2026-03-01T00:00:00.000Z';
const t = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();

const confirm = (patch: Partial<ActivateSubscription['data']> = {}): ActivateSubscription => ({
  type: 'ActivateSubscription',
  data: {
    userId,
    tier: 'pro',
    source: 'payment',
    reference: 'cs_1',
    at: T0,
    durationDays: null,
    subscriptionId: 'sub_1',
    ...patch,
  },
});
const observe = (
  status: ProviderSubscriptionStatus,
  observedAt: string,
  endedAt: string | null = null,
): SyncSubscription => ({
  type: 'SyncSubscription',
  data: { userId, tier: 'pro', subscriptionId: 'sub_1', status, observedAt, endedAt },
});
const refundEnd = (
  reference = 'sub_1',
  tier: 'pro' | 'day_pass' = 'pro',
  endedAt = t(30),
): EndSubscription => ({
  type: 'EndSubscription',
  data: { userId, tier, reference, endedAt, reason: 'refunded' },
});
const dispute = (reference = 'sub_1', tier: 'pro' | 'day_pass' = 'pro', at = t(20)): OpenDispute => ({
  type: 'OpenDispute',
  data: {
    userId,
    tier,
    reference,
    disputeId: 'dp_1',
    chargeId: 'ch_1',
    amount: 1790,
    currency: 'aud',
    reason: 'fraudulent',
    at,
  },
});
const closeDispute = (
  status: string,
  reference = 'sub_1',
  tier: 'pro' | 'day_pass' = 'pro',
  at = t(40),
): CloseDispute => ({
  type: 'CloseDispute',
  data: { userId, tier, reference, disputeId: 'dp_1', status, at },
});

const activated = (
  patch: Partial<Extract<QuotaEvent, { type: 'SubscriptionActivated' }>['data']> = {},
): QuotaEvent => ({
  type: 'SubscriptionActivated',
  data: {
    userId,
    tier: 'pro',
    source: 'payment',
    reference: 'cs_1',
    startsAt: T0,
    endsAt: null,
    subscriptionId: 'sub_1',
    ...patch,
  },
});
const statusChanged = (status: ProviderSubscriptionStatus, observedAt: string): QuotaEvent => ({
  type: 'SubscriptionStatusChanged',
  data: { userId, tier: 'pro', reference: 'sub_1', status, observedAt },
});
const suspended = (
  reason: 'unpaid' | 'paused' | 'incomplete' | 'disputed',
  at: string,
  reference = 'sub_1',
  tier: 'pro' | 'day_pass' = 'pro',
): QuotaEvent => ({
  type: 'SubscriptionSuspended',
  data: { userId, tier, reference, reason, at },
});
const resumed = (
  at: string,
  endsAt: string | null = null,
  reference = 'sub_1',
  tier: 'pro' | 'day_pass' = 'pro',
): QuotaEvent => ({
  type: 'SubscriptionResumed',
  data: { userId, tier, reference, at, endsAt },
});
const ended = (
  reason: 'canceled' | 'incomplete_expired' | 'refunded',
  endedAt: string,
  reference = 'sub_1',
  tier: 'pro' | 'day_pass' = 'pro',
): QuotaEvent => ({
  type: 'SubscriptionEnded',
  data: { userId, tier, reference, endedAt, reason },
});
const disputed = (reference = 'sub_1', tier: 'pro' | 'day_pass' = 'pro'): QuotaEvent => ({
  type: 'PaymentDisputed',
  data: {
    userId,
    tier,
    reference,
    disputeId: 'dp_1',
    chargeId: 'ch_1',
    amount: 1790,
    currency: 'aud',
    reason: 'fraudulent',
  },
});
const disputeClosed = (
  status: string,
  reference = 'sub_1',
  tier: 'pro' | 'day_pass' = 'pro',
): QuotaEvent => ({
  type: 'PaymentDisputeClosed',
  data: { userId, tier, reference, disputeId: 'dp_1', status },
});

/** Runs commands one after the other as the command side would, returning every event recorded. */
function record(commands: readonly EntitlementCommand[], given: readonly QuotaEvent[] = []): QuotaEvent[] {
  const events = [...given];
  for (const command of commands) {
    const state = events.reduce(entitlementDecider.evolve, entitlementDecider.initialState());
    events.push(...entitlementDecider.decide(command, state));
  }
  return events;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** What a user may do at `at`, and the grant's recorded status: the end state that must not depend on order. */
function outcome(events: readonly QuotaEvent[], at: string) {
  const state = events.reduce(entitlementDecider.evolve, entitlementDecider.initialState());
  return {
    plan: planAt(state.quota.plans, at)?.tier ?? null,
    grant: state.grants.get('sub_1')?.status ?? null,
  };
}

describe('paid plans after checkout (entitlement decider)', () => {
  const spec = DeciderSpecification.for(entitlementDecider);

  describe('the subscription was deleted before its checkout confirmation arrived', () => {
    const given = spec.given([ended('canceled', t(10))]);
    it('a redelivered checkout confirmation starts nothing', () =>
      given.when(confirm({ at: t(20) })).thenNothingHappens());
    it('nor does an observation of an older active state', () =>
      given.when(observe('active', t(5))).thenNothingHappens());
    it('nor a later one: canceled is terminal', () =>
      given.when(observe('active', t(60))).thenNothingHappens());
  });

  describe('deletion observed before any activation', () => {
    it('is recorded anyway, so the plan never starts', () =>
      spec
        .given([])
        .when(observe('canceled', t(10), t(9)))
        .then([ended('canceled', t(9))]));
    it('incomplete_expired is terminal too', () =>
      spec
        .given([activated()])
        .when(observe('incomplete_expired', t(10)))
        .then([ended('incomplete_expired', t(10))]));
    it('is recorded once', () =>
      spec
        .given([activated(), ended('canceled', t(9))])
        .when(observe('canceled', t(12), t(9)))
        .thenNothingHappens());
  });

  it('gives the same end state for every order of: confirmation, trialing, past_due, unpaid, active, deleted', () => {
    const commands = [
      confirm({ at: t(1) }),
      observe('trialing', t(2)),
      observe('past_due', t(3)),
      observe('unpaid', t(4)),
      observe('active', t(5)),
      observe('canceled', t(6), t(6)),
    ];
    const orders = permutations(commands);
    expect(orders).toHaveLength(720);
    const outcomes = new Set(orders.map((order) => JSON.stringify(outcome(record(order), t(100)))));
    expect([...outcomes]).toEqual([JSON.stringify({ plan: null, grant: 'ended' })]);
  });

  it('gives the same end state for every order without the deletion: the newest observation wins', () => {
    const commands = [
      confirm({ at: t(1) }),
      observe('past_due', t(3)),
      observe('unpaid', t(4)),
      observe('active', t(5)),
    ];
    const outcomes = new Set(
      permutations(commands).map((order) => JSON.stringify(outcome(record(order), t(100)))),
    );
    expect([...outcomes]).toEqual([JSON.stringify({ plan: 'pro', grant: 'active' })]);
  });

  describe('status to access (a running subscription)', () => {
    const given = spec.given([activated()]);
    it.each(['trialing', 'active', 'past_due'] as const)('%s keeps the plan (and is recorded)', (status) =>
      given.when(observe(status, t(10))).then([statusChanged(status, t(10))]),
    );
    it.each(['unpaid', 'paused', 'incomplete'] as const)('%s suspends it', (status) =>
      given.when(observe(status, t(10))).then([statusChanged(status, t(10)), suspended(status, t(10))]),
    );
    it('the same status again records nothing', () =>
      spec
        .given([activated(), statusChanged('past_due', t(10))])
        .when(observe('past_due', t(20)))
        .thenNothingHappens());
    it('canceled ends it', () =>
      given.when(observe('canceled', t(10), t(9))).then([ended('canceled', t(9))]));
  });

  describe('a suspended subscription', () => {
    const given = spec.given([activated(), statusChanged('unpaid', t(10)), suspended('unpaid', t(10))]);
    it('resumes when the provider says active again', () =>
      given.when(observe('active', t(20))).then([statusChanged('active', t(20)), resumed(t(20))]));
    it('stays suspended while unpaid', () => given.when(observe('unpaid', t(20))).thenNothingHappens());
    it('ignores an observation older than the suspension', () =>
      given.when(observe('active', t(5))).thenNothingHappens());
    it('grants no question meanwhile, and again after resuming', () => {
      const state = [activated(), suspended('unpaid', t(10)), resumed(t(20))].reduce(
        entitlementDecider.evolve,
        entitlementDecider.initialState(),
      );
      expect(planAt(state.quota.plans, t(15))).toBeNull();
      expect(planAt(state.quota.plans, t(25))?.tier).toBe('pro');
    });
  });

  describe('the subscription observed before its checkout confirmation', () => {
    it('starts the plan under the subscription', () =>
      spec
        .given([])
        .when(observe('trialing', t(2)))
        .then([activated({ reference: 'sub_1', startsAt: t(2) }), statusChanged('trialing', t(2))]));
    it('starts it suspended when the provider does not grant it', () =>
      spec
        .given([])
        .when(observe('unpaid', t(2)))
        .then([
          activated({ reference: 'sub_1', startsAt: t(2) }),
          statusChanged('unpaid', t(2)),
          suspended('unpaid', t(2)),
        ]));
    it('and the confirmation then adds nothing', () =>
      spec
        .given([activated({ reference: 'sub_1', startsAt: t(2) })])
        .when(confirm({ at: t(3) }))
        .thenNothingHappens());
  });

  describe('a full refund', () => {
    it('ends the subscription it paid for', () =>
      spec
        .given([activated()])
        .when(refundEnd())
        .then([ended('refunded', t(30))]));
    it('ends a Day Pass at once, and a late confirmation of that pass starts nothing', () => {
      const pass = activated({
        tier: 'day_pass',
        reference: 'cs_pass',
        subscriptionId: undefined,
        endsAt: '2026-03-02T00:00:00.000Z',
      });
      const { subscriptionId: _none, ...passData } = (
        pass as Extract<QuotaEvent, { type: 'SubscriptionActivated' }>
      ).data;
      const passEvent: QuotaEvent = { type: 'SubscriptionActivated', data: passData };
      spec
        .given([passEvent])
        .when(refundEnd('cs_pass', 'day_pass'))
        .then([ended('refunded', t(30), 'cs_pass', 'day_pass')]);
      spec
        .given([ended('refunded', t(30), 'cs_pass', 'day_pass')])
        .when(confirm({ tier: 'day_pass', reference: 'cs_pass', subscriptionId: null }))
        .thenNothingHappens();
    });
    it('is recorded once', () =>
      spec
        .given([activated(), ended('refunded', t(30))])
        .when(refundEnd())
        .thenNothingHappens());
  });

  describe('a dispute', () => {
    it('suspends the running plan and is recorded', () =>
      spec
        .given([activated()])
        .when(dispute())
        .then([disputed(), suspended('disputed', t(20))]));
    it('is recorded once', () =>
      spec
        .given([activated(), disputed(), suspended('disputed', t(20))])
        .when(dispute())
        .thenNothingHappens());
    it('keeps the plan suspended even if the provider says active', () =>
      spec
        .given([activated(), disputed(), suspended('disputed', t(20))])
        .when(observe('active', t(30)))
        .then([statusChanged('active', t(30))]));
    it('won: the plan resumes if the provider still grants it', () =>
      spec
        .given([activated(), disputed(), suspended('disputed', t(20))])
        .when(closeDispute('won'))
        .then([disputeClosed('won'), resumed(t(40))]));
    it('won, but the subscription is unpaid meanwhile: stays suspended', () =>
      spec
        .given([activated(), disputed(), suspended('disputed', t(20)), statusChanged('unpaid', t(30))])
        .when(closeDispute('won'))
        .then([disputeClosed('won')]));
    it('lost: the plan stays suspended', () =>
      spec
        .given([activated(), disputed(), suspended('disputed', t(20))])
        .when(closeDispute('lost'))
        .then([disputeClosed('lost')]));
    it('closed before its opening arrived: the late opening changes nothing', () => {
      spec
        .given([activated()])
        .when(closeDispute('won'))
        .then([disputeClosed('won')]);
      spec
        .given([activated(), disputeClosed('won')])
        .when(dispute())
        .thenNothingHappens();
    });
    it('opened before the payment was confirmed: the plan starts suspended', () =>
      spec
        .given([disputed()])
        .when(confirm())
        .then([activated(), suspended('disputed', T0)]));
    it('on a Day Pass: suspended, and a won dispute gives back the rest of the 24 hours', () => {
      const pass: QuotaEvent = {
        type: 'SubscriptionActivated',
        data: {
          userId,
          tier: 'day_pass',
          source: 'payment',
          reference: 'cs_pass',
          startsAt: T0,
          endsAt: '2026-03-02T00:00:00.000Z',
        },
      };
      spec
        .given([pass])
        .when(dispute('cs_pass', 'day_pass'))
        .then([disputed('cs_pass', 'day_pass'), suspended('disputed', t(20), 'cs_pass', 'day_pass')]);
      const held = [
        pass,
        disputed('cs_pass', 'day_pass'),
        suspended('disputed', t(20), 'cs_pass', 'day_pass'),
      ];
      spec
        .given(held)
        .when(closeDispute('won', 'cs_pass', 'day_pass'))
        .then([
          disputeClosed('won', 'cs_pass', 'day_pass'),
          resumed(t(40), '2026-03-02T00:00:00.000Z', 'cs_pass', 'day_pass'),
        ]);
      const after = [
        ...held,
        disputeClosed('won', 'cs_pass', 'day_pass'),
        resumed(t(40), '2026-03-02T00:00:00.000Z', 'cs_pass', 'day_pass'),
      ].reduce(entitlementDecider.evolve, entitlementDecider.initialState());
      expect(planAt(after.quota.plans, t(30))).toBeNull();
      expect(planAt(after.quota.plans, '2026-03-01T23:59:00.000Z')?.tier).toBe('day_pass');
      expect(planAt(after.quota.plans, '2026-03-02T00:00:00.000Z')).toBeNull();
    });
  });

  it('gives the same end state for every order of: confirmation, dispute opened, dispute won, refund', () => {
    const commands = [confirm({ at: t(1) }), dispute(), closeDispute('won'), refundEnd()];
    const outcomes = new Set(
      permutations(commands).map((order) => JSON.stringify(outcome(record(order), t(100)))),
    );
    expect([...outcomes]).toEqual([JSON.stringify({ plan: null, grant: 'ended' })]);
  });

  it('gives the same end state for every order of: confirmation, dispute opened, dispute won', () => {
    const commands = [confirm({ at: t(1) }), dispute(), closeDispute('won')];
    const outcomes = new Set(
      permutations(commands).map((order) => JSON.stringify(outcome(record(order), t(100)))),
    );
    expect([...outcomes]).toEqual([JSON.stringify({ plan: 'pro', grant: 'active' })]);
  });
});
