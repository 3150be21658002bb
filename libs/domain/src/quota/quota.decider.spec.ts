import { DeciderSpecification } from '../shared/decider-spec';
import type { QuotaCommand } from './quota.commands';
import * as quotaDecider from './quota.decider';
import type {
  BoosterUsed,
  QuotaEvent,
  QuotaRefunded,
  SubscriptionActivated,
  TrialDecremented,
  TrialStarted,
} from './quota.events';

const spec = DeciderSpecification.for(quotaDecider);
const userId = 'user-1';
const at = '2025-03-01T01:00:00.000Z';

const startTrial: QuotaCommand = { type: 'StartTrial', data: { userId } };
const reserve = (questionId: string): QuotaCommand => ({
  type: 'ReserveQuestion',
  data: { userId, questionId, at },
});
const refund = (questionId: string, reason = 'Answer generation failed'): QuotaCommand => ({
  type: 'RefundQuestion',
  data: { userId, questionId, reason },
});

const trialStarted: TrialStarted = { type: 'TrialStarted', data: { userId, questions: 3 } };
const decremented = (questionId: string, remaining: number): TrialDecremented => ({
  type: 'TrialDecremented',
  data: { userId, questionId, remaining },
});
const refunded = (questionId: string, source: QuotaRefunded['data']['source'] = 'trial'): QuotaRefunded => ({
  type: 'QuotaRefunded',
  data: { userId, questionId, source, reason: 'Answer generation failed' },
});
const boosterUsed: BoosterUsed = {
  type: 'BoosterUsed',
  data: { userId, questionId: 'q-boost', day: '2025-03-01' },
};

const exhausted: QuotaEvent[] = [
  trialStarted,
  decremented('q1', 2),
  decremented('q2', 1),
  decremented('q3', 0),
];

describe('quota decider', () => {
  describe('when the trial has not started', () => {
    it('starts a trial of 3 questions', () => {
      spec.given([]).when(startTrial).then([trialStarted]);
    });

    it('starts the trial on the first reservation instead of locking the user out', () => {
      spec
        .given([])
        .when(reserve('q1'))
        .then([trialStarted, decremented('q1', 2)]);
    });

    it('has nothing to refund', () => {
      spec.given([]).when(refund('q1')).thenNothingHappens();
    });
  });

  describe('when the trial has just started', () => {
    const given = spec.given([trialStarted]);

    it('does not start it twice', () => {
      given.when(startTrial).thenNothingHappens();
    });

    it('reserves a question, leaving 2', () => {
      given.when(reserve('q1')).then([decremented('q1', 2)]);
    });

    it('has nothing to refund for a question never reserved', () => {
      given.when(refund('q1')).thenNothingHappens();
    });

    it('requires a refund reason', () => {
      const error = given.when(refund('q1', ' ')).thenThrows('QUOTA.REFUND_REASON_REQUIRED');
      expect(error.category).toBe('validation');
    });
  });

  describe('when a question is reserved', () => {
    const given = spec.given([trialStarted, decremented('q1', 2)]);

    it('ignores the same question reserved again (a retried ask)', () => {
      given.when(reserve('q1')).thenNothingHappens();
    });

    it('reserves the next question', () => {
      given.when(reserve('q2')).then([decremented('q2', 1)]);
    });

    it('refunds the question to the trial, with the reason trimmed', () => {
      given.when(refund('q1', ' Answer generation failed ')).then([refunded('q1')]);
    });
  });

  describe('when the trial has one question left', () => {
    const given = spec.given([trialStarted, decremented('q1', 2), decremented('q2', 1)]);

    it('reserves the last question, leaving 0', () => {
      given.when(reserve('q3')).then([decremented('q3', 0)]);
    });
  });

  describe('when the trial is exhausted', () => {
    const given = spec.given(exhausted);

    it('refuses another question with the spec message (402)', () => {
      const error = given.when(reserve('q4')).thenThrows('TRIAL.EXHAUSTED');
      expect(error.category).toBe('payment_required');
      expect(error.message).toBe('You have used all your free questions. Please upgrade to continue.');
    });

    it('still treats a retried earlier question as already reserved', () => {
      given.when(reserve('q3')).thenNothingHappens();
    });

    it('refunds a reserved question', () => {
      given.when(refund('q3')).then([refunded('q3')]);
    });

    it('does not start a new trial', () => {
      given.when(startTrial).thenNothingHappens();
    });
  });

  describe('when an exhausted trial had a question refunded', () => {
    const given = spec.given([...exhausted, refunded('q3')]);

    it('lets the refunded question be used again for a new ask', () => {
      given.when(reserve('q4')).then([decremented('q4', 0)]);
    });

    it('does not refund the same question twice', () => {
      given.when(refund('q3')).thenNothingHappens();
    });

    it('does not reserve the refunded question id again', () => {
      given.when(reserve('q3')).thenNothingHappens();
    });
  });

  describe('when a booster was used', () => {
    const given = spec.given([...exhausted, boosterUsed]);

    it('refunds the question back to the booster', () => {
      given.when(refund('q-boost')).then([refunded('q-boost', 'booster')]);
    });

    it('frees the booster day again after a refund', () => {
      const state = [...exhausted, boosterUsed, refunded('q-boost', 'booster')].reduce(
        quotaDecider.evolve,
        quotaDecider.initialState(),
      );
      expect(state.boosterDays.has('2025-03-01')).toBe(false);
      expect(state.trial).toEqual({ granted: 3, remaining: 0 });
    });
  });

  describe('when a plan was activated', () => {
    const activated: SubscriptionActivated = {
      type: 'SubscriptionActivated',
      data: { userId, tier: 'pro', source: 'voucher', reference: 'WELCOME', startsAt: at, endsAt: null },
    };

    it('remembers the plan for the plan rules to come', () => {
      const state = quotaDecider.evolve(quotaDecider.initialState(), activated);
      expect(state.plan).toEqual({ tier: 'pro', source: 'voucher', startsAt: at, endsAt: null });
    });
  });
});
