import { DeciderSpecification } from '../shared/decider-spec';
import type { QuotaCommand, QuotaEntitlement } from './quota.commands';
import * as quotaDecider from './quota.decider';
import type { QuotaEvent, SubscriptionActivated } from './quota.events';

const spec = DeciderSpecification.for(quotaDecider);
const userId = 'user-1';
const user: QuotaEntitlement = { role: 'user', userType: 'demo' };
// 01:00 UTC on 1 March 2026 is 12:00 in Sydney (AEDT, UTC+11): Sydney day 2026-03-01.
const at = '2026-03-01T01:00:00.000Z';

const startTrial: QuotaCommand = { type: 'StartTrial', data: { userId } };
/** What a reservation pays for: the conversation and the request's fingerprint (opaque here). */
type PaidFor = { conversationId: string; requestHash: string };
const PAID: PaidFor = { conversationId: 'conv-1', requestHash: 'fp:stair height' };
const reserve = (questionId: string, when = at, entitlement = user, paid = PAID): QuotaCommand => ({
  type: 'ReserveQuestion',
  data: { userId, questionId, ...paid, at: when, entitlement },
});
const refund = (questionId: string, reason = 'Answer generation failed'): QuotaCommand => ({
  type: 'RefundQuestion',
  data: { userId, questionId, reason },
});

const trialStarted: QuotaEvent = { type: 'TrialStarted', data: { userId, questions: 3 } };
const decremented = (questionId: string, remaining: number, paid = PAID): QuotaEvent => ({
  type: 'TrialDecremented',
  data: { userId, questionId, remaining, ...paid },
});
const daily = (questionId: string, remaining: number, day = '2026-03-01', paid = PAID): QuotaEvent => ({
  type: 'DailyQuestionUsed',
  data: { userId, questionId, day, remaining, ...paid },
});
const booster = (questionId: string, day = '2026-03-01', paid = PAID): QuotaEvent => ({
  type: 'BoosterUsed',
  data: { userId, questionId, day, ...paid },
});
const refunded = (questionId: string, source: 'trial' | 'daily' | 'booster' = 'trial'): QuotaEvent => ({
  type: 'QuotaRefunded',
  data: { userId, questionId, source, reason: 'Answer generation failed' },
});
const plan = (
  tier: SubscriptionActivated['data']['tier'],
  startsAt: string,
  endsAt: string | null,
): QuotaEvent => ({
  type: 'SubscriptionActivated',
  data: { userId, tier, source: 'payment', reference: `cs_${tier}`, startsAt, endsAt },
});
const exhausted: QuotaEvent[] = [
  trialStarted,
  decremented('q1', 2),
  decremented('q2', 1),
  decremented('q3', 0),
];

describe('quota decider', () => {
  describe('when the trial has not started', () => {
    it('starts a trial of 3 questions', () => spec.given([]).when(startTrial).then([trialStarted]));
    it('starts the trial on the first reservation instead of locking the user out', () => {
      spec
        .given([])
        .when(reserve('q1'))
        .then([trialStarted, decremented('q1', 2)]);
    });
    it('has nothing to refund', () => spec.given([]).when(refund('q1')).thenNothingHappens());
  });

  describe('during the trial', () => {
    const given = spec.given([trialStarted, decremented('q1', 2)]);
    it('does not start it twice', () => given.when(startTrial).thenNothingHappens());
    it('ignores the same question reserved again (a retried ask)', () =>
      given.when(reserve('q1')).thenNothingHappens());
    it('reserves the next question', () => given.when(reserve('q2')).then([decremented('q2', 1)]));
    it('refunds a question to the trial', () =>
      given.when(refund('q1', ' Answer generation failed ')).then([refunded('q1')]));
    it('requires a refund reason', () => {
      expect(given.when(refund('q1', ' ')).thenThrows('QUOTA.REFUND_REASON_REQUIRED').category).toBe(
        'validation',
      );
    });
  });

  describe('when the trial is exhausted', () => {
    const given = spec.given(exhausted);
    it("refuses another question with the spec's message (402): the booster is not a trial question", () => {
      const error = given.when(reserve('q4')).thenThrows('TRIAL.EXHAUSTED');
      expect(error.category).toBe('payment_required');
      expect(error.message).toBe('You have used all your free questions. Please upgrade to continue.');
    });
    it('still treats a retried earlier question as already reserved', () =>
      given.when(reserve('q3')).thenNothingHappens());
    it('lets a refunded question be spent again', () => {
      spec
        .given([...exhausted, refunded('q3')])
        .when(reserve('q4'))
        .then([decremented('q4', 0)]);
    });
    it('does not refund the same question twice', () =>
      spec
        .given([...exhausted, refunded('q3')])
        .when(refund('q3'))
        .thenNothingHappens());
  });

  describe('one request id per user: a reservation records what it paid for', () => {
    const otherConversation: PaidFor = { ...PAID, conversationId: 'conv-2' };
    const otherQuestion: PaidFor = { ...PAID, requestHash: 'fp:balustrade height' };
    const given = spec.given([trialStarted, decremented('q1', 2)]);
    it('records the conversation and the fingerprint with the reservation', () => {
      spec
        .given([trialStarted])
        .when(reserve('q1'))
        .then([decremented('q1', 2)]);
    });
    it('treats an exact repeat as the same, already paid question', () =>
      given.when(reserve('q1')).thenNothingHappens());
    it('refuses the same key in another conversation (422), which would otherwise be a free answer', () => {
      expect(
        given.when(reserve('q1', at, user, otherConversation)).thenThrows('ASK.REQUEST_KEY_REUSED').category,
      ).toBe('unprocessable');
    });
    it('refuses the same key for another question in the same conversation', () => {
      given.when(reserve('q1', at, user, otherQuestion)).thenThrows('ASK.REQUEST_KEY_REUSED');
    });
    it('still refuses it after the question was refunded', () => {
      spec
        .given([trialStarted, decremented('q1', 2), refunded('q1')])
        .when(reserve('q1', at, user, otherConversation))
        .thenThrows('ASK.REQUEST_KEY_REUSED');
      spec
        .given([trialStarted, decremented('q1', 2), refunded('q1')])
        .when(reserve('q1'))
        .thenNothingHappens();
    });
    it('refuses a repeat of a reservation recorded before it said what it paid for: it cannot be verified', () => {
      const legacy: QuotaEvent = {
        type: 'TrialDecremented',
        data: { userId, questionId: 'q1', remaining: 2 },
      };
      spec.given([trialStarted, legacy]).when(reserve('q1')).thenThrows('ASK.REQUEST_KEY_REUSED');
    });
    it('applies to Starter questions and the booster too', () => {
      const starter = [
        ...exhausted,
        plan('starter', '2026-02-20T00:00:00.000Z', null),
        daily('s1', 2),
        booster('s4'),
      ];
      spec
        .given(starter)
        .when(reserve('s1', at, user, otherConversation))
        .thenThrows('ASK.REQUEST_KEY_REUSED');
      spec
        .given(starter)
        .when(reserve('s4', at, user, otherConversation))
        .thenThrows('ASK.REQUEST_KEY_REUSED');
      spec.given(starter).when(reserve('s4')).thenNothingHappens();
    });
    it('never pays for more than the 3 trial questions, whatever mix of keys, conversations and questions is sent', () => {
      let state = [trialStarted].reduce(quotaDecider.evolve, quotaDecider.initialState());
      const paidFor = new Map<string, PaidFor>();
      for (let i = 0; i < 60; i++) {
        const key = `k${i % 5}`;
        const paid = { conversationId: `conv-${(i * 7) % 3}`, requestHash: `fp:${(i * 5) % 4}` };
        try {
          const events = quotaDecider.decide(reserve(key, at, user, paid), state);
          // Nothing to pay is only ever an exact repeat of what the key already paid for.
          if (events.length === 0) expect(paidFor.get(key)).toEqual(paid);
          for (const event of events) {
            state = quotaDecider.evolve(state, event);
            if (event.type === 'TrialDecremented') paidFor.set(event.data.questionId, paid);
          }
        } catch (error) {
          expect((error as { code: string }).code).toMatch(/^(ASK.REQUEST_KEY_REUSED|TRIAL.EXHAUSTED)$/);
          // A refusal of a paid key is exactly a request that differs from what it paid for.
          const earlier = paidFor.get(key);
          if (earlier) expect(earlier).not.toEqual(paid);
        }
      }
      expect(paidFor.size).toBe(3);
      expect(state.trial).toEqual({ granted: 3, used: 3 });
    });
  });

  describe('beta testers', () => {
    const beta: QuotaEntitlement = { role: 'beta_tester', userType: 'demo' };
    it('get 10 questions', () =>
      spec
        .given(exhausted)
        .when(reserve('q4', at, beta))
        .then([decremented('q4', 6)]));
    it('are refused after their tenth', () => {
      const ten = [trialStarted, ...Array.from({ length: 10 }, (_, i) => decremented(`b${i}`, 9 - i))];
      spec
        .given(ten)
        .when(reserve('b10', at, beta))
        .thenThrows('TRIAL.EXHAUSTED');
    });
  });

  describe('unlimited askers reserve nothing', () => {
    it('admins', () =>
      spec
        .given(exhausted)
        .when(reserve('q9', at, { role: 'admin', userType: 'demo' }))
        .thenNothingHappens());
    it('the demo pro user', () =>
      spec
        .given(exhausted)
        .when(reserve('q9', at, { role: 'user', userType: 'pro' }))
        .thenNothingHappens());
    it('a Pro plan without an end', () =>
      spec
        .given([...exhausted, plan('pro', '2026-02-01T00:00:00.000Z', null)])
        .when(reserve('q9'))
        .thenNothingHappens());
    it('Pro-Plus (consultant) while it runs', () => {
      spec
        .given([...exhausted, plan('consultant', '2026-02-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z')])
        .when(reserve('q9'))
        .thenNothingHappens();
    });
  });

  describe('a day pass', () => {
    const dayPass = [...exhausted, plan('day_pass', '2026-03-01T00:30:00.000Z', '2026-03-02T00:30:00.000Z')];
    it('is unlimited for its 24 hours', () =>
      spec.given(dayPass).when(reserve('q9', '2026-03-02T00:29:59.000Z')).thenNothingHappens());
    it('ends after 24 hours, back to the exhausted trial', () => {
      spec.given(dayPass).when(reserve('q9', '2026-03-02T00:30:00.000Z')).thenThrows('TRIAL.EXHAUSTED');
    });
    it('is repeatable: a second pass runs from its own start', () => {
      spec
        .given([...dayPass, plan('day_pass', '2026-03-05T00:00:00.000Z', '2026-03-06T00:00:00.000Z')])
        .when(reserve('q9', '2026-03-05T10:00:00.000Z'))
        .thenNothingHappens();
    });
  });

  describe('a paid plan suspended, resumed and ended (decided by the entitlement decider)', () => {
    const pro = [...exhausted, plan('pro', '2026-02-01T00:00:00.000Z', null)];
    const sub = (id: string, startsAt = '2026-02-01T00:00:00.000Z'): QuotaEvent => ({
      type: 'SubscriptionActivated',
      data: {
        userId,
        tier: 'pro',
        source: 'payment',
        reference: `cs_${id}`,
        subscriptionId: id,
        startsAt,
        endsAt: null,
      },
    });
    const suspended: QuotaEvent = {
      type: 'SubscriptionSuspended',
      data: { userId, tier: 'pro', reference: 'sub_1', reason: 'unpaid', at: '2026-03-01T00:30:00.000Z' },
    };
    const resumed: QuotaEvent = {
      type: 'SubscriptionResumed',
      data: { userId, tier: 'pro', reference: 'sub_1', at: '2026-03-03T00:00:00.000Z', endsAt: null },
    };
    it('a plan recorded before grants ends by the old rule (its tier, open-ended), from then on', () => {
      const ended: QuotaEvent = {
        type: 'SubscriptionEnded',
        data: { userId, tier: 'pro', reference: 'sub_1', endedAt: '2026-03-01T00:30:00.000Z' },
      };
      spec
        .given([...pro, ended])
        .when(reserve('q9', '2026-03-01T00:29:00.000Z'))
        .thenNothingHappens();
      spec
        .given([...pro, ended])
        .when(reserve('q9', '2026-03-01T01:00:00.000Z'))
        .thenThrows('TRIAL.EXHAUSTED');
    });
    it('grants nothing while suspended and again once resumed', () => {
      spec
        .given([...exhausted, sub('sub_1'), suspended])
        .when(reserve('q9', '2026-03-02T00:00:00.000Z'))
        .thenThrows('TRIAL.EXHAUSTED');
      spec
        .given([...exhausted, sub('sub_1'), suspended, resumed])
        .when(reserve('q9', '2026-03-03T00:00:01.000Z'))
        .thenNothingHappens();
    });
    it('ends only the grant named, even beside another plan of the same tier', () => {
      const ended: QuotaEvent = {
        type: 'SubscriptionEnded',
        data: {
          userId,
          tier: 'pro',
          reference: 'sub_1',
          endedAt: '2026-03-01T00:30:00.000Z',
          reason: 'canceled',
        },
      };
      spec
        .given([...exhausted, sub('sub_1'), ended])
        .when(reserve('q9', '2026-03-01T01:00:00.000Z'))
        .thenThrows('TRIAL.EXHAUSTED');
      spec
        .given([...exhausted, sub('sub_1'), sub('sub_2'), ended])
        .when(reserve('q9', '2026-03-01T01:00:00.000Z'))
        .thenNothingHappens();
    });
  });

  describe('the Starter plan', () => {
    const starter = [...exhausted, plan('starter', '2026-02-20T00:00:00.000Z', null)];
    it('spends the Sydney day allowance of 3', () => {
      spec
        .given(starter)
        .when(reserve('s1'))
        .then([daily('s1', 2)]);
      spec
        .given([...starter, daily('s1', 2), daily('s2', 1)])
        .when(reserve('s3'))
        .then([daily('s3', 0)]);
    });
    it('then the Daily Booster, once a day', () => {
      const spent = [...starter, daily('s1', 2), daily('s2', 1), daily('s3', 0)];
      spec
        .given(spent)
        .when(reserve('s4'))
        .then([booster('s4')]);
      const error = spec
        .given([...spent, booster('s4')])
        .when(reserve('s5'))
        .thenThrows('DAILY.EXHAUSTED');
      expect(error.category).toBe('payment_required');
    });
    it('resets at midnight Sydney time, not UTC', () => {
      const spent = [...starter, daily('s1', 2), daily('s2', 1), daily('s3', 0), booster('s4')];
      spec.given(spent).when(reserve('s5', '2026-03-01T12:59:59.000Z')).thenThrows('DAILY.EXHAUSTED');
      spec
        .given(spent)
        .when(reserve('s5', '2026-03-01T13:00:00.000Z'))
        .then([daily('s5', 2, '2026-03-02')]);
    });
    it('refunds to the source that paid, freeing the booster again', () => {
      const spent = [...starter, daily('s1', 2), daily('s2', 1), daily('s3', 0), booster('s4')];
      spec
        .given(spent)
        .when(refund('s4'))
        .then([refunded('s4', 'booster')]);
      spec
        .given([...spent, refunded('s4', 'booster')])
        .when(reserve('s5'))
        .then([booster('s5')]);
      spec
        .given([...spent, refunded('s2', 'daily')])
        .when(reserve('s6'))
        .then([daily('s6', 0)]);
    });
    it('gives way to an unlimited plan while that runs', () => {
      spec
        .given([...starter, plan('day_pass', '2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z')])
        .when(reserve('s9'))
        .thenNothingHappens();
    });
  });
});

describe('monthly token budgets', () => {
  const budgets = { demo: 1000, starter: 2000, pro: 5000 };
  const ask = (questionId: string, when = at, entitlement = user): QuotaCommand => ({
    type: 'ReserveQuestion',
    data: { userId, questionId, ...PAID, at: when, entitlement, tokenBudgets: budgets },
  });
  const record = (
    questionId: string,
    promptTokens: number,
    completionTokens: number,
    when = at,
  ): QuotaCommand => ({
    type: 'RecordTokens',
    data: { userId, questionId, at: when, promptTokens, completionTokens },
  });
  const used = (
    questionId: string,
    promptTokens: number,
    completionTokens: number,
    month = '2026-03',
  ): QuotaEvent => ({
    type: 'TokensUsed',
    data: { userId, questionId, month, promptTokens, completionTokens },
  });
  const pro = plan('pro', '2026-02-01T00:00:00.000Z', null);

  it('records the tokens an answer cost against its Sydney month', () =>
    spec
      .given([])
      .when(record('q1', 700, 300))
      .then([used('q1', 700, 300)]));
  it('counts a month by Sydney time: 31 March 14:00 UTC is already April in Sydney', () =>
    spec
      .given([])
      .when(record('q1', 1, 1, '2026-03-31T14:00:00.000Z'))
      .then([used('q1', 1, 1, '2026-04')]));
  it('counts a question once (a retried handler step)', () =>
    spec
      .given([used('q1', 700, 300)])
      .when(record('q1', 700, 300))
      .thenNothingHappens());
  it('records nothing for an answer that cost nothing', () =>
    spec
      .given([])
      .when(record('q1', 0, 0))
      .thenNothingHappens());

  it('lets a trial user ask while the month is under budget', () =>
    spec
      .given([trialStarted, used('q0', 600, 399)])
      .when(ask('q1'))
      .then([decremented('q1', 2)]));
  it('refuses with 402 once the month has used the budget, before anything is spent', () => {
    const error = spec
      .given([trialStarted, used('q0', 600, 400)])
      .when(ask('q1'))
      .thenThrows('TOKENS.BUDGET_EXHAUSTED');
    expect(error.category).toBe('payment_required');
  });
  it('binds unlimited plans too, by their own budget', () => {
    spec
      .given([pro, used('q0', 3000, 1999)])
      .when(ask('q1'))
      .thenNothingHappens();
    spec
      .given([pro, used('q0', 3000, 2000)])
      .when(ask('q1'))
      .thenThrows('TOKENS.BUDGET_EXHAUSTED');
  });
  it('starts afresh in the next month', () =>
    spec
      .given([pro, used('q0', 3000, 2000, '2026-02')])
      .when(ask('q1'))
      .thenNothingHappens());
  it('leaves a tier without a budget unlimited in tokens', () =>
    spec
      .given([plan('consultant', '2026-02-01T00:00:00.000Z', null), used('q0', 900_000, 900_000)])
      .when(ask('q1'))
      .thenNothingHappens());
  it('never binds admins', () =>
    spec
      .given([trialStarted, used('q0', 5000, 5000)])
      .when(ask('q1', at, { role: 'admin', userType: 'demo' }))
      .thenNothingHappens());
  it('still lets a retried ask through once the budget is spent (it was paid for)', () =>
    spec
      .given([trialStarted, decremented('q1', 2), used('q1', 600, 400)])
      .when(ask('q1'))
      .thenNothingHappens());
});
