import { sampleV2Answer } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { pendingQuestionsProjection, type PendingQuestionDoc } from './pending-questions.projection';

const user = { userId: 'u1' };
const paidFor = { conversationId: 'c1', requestHash: 'a'.repeat(64) };
const asked = {
  conversationId: 'c1',
  userId: 'u1',
  questionId: 'q1',
  question: 'Stair height?',
  enhanced: false,
};
const T0 = '2026-03-02T00:00:00.000Z';
const T1 = '2026-03-02T00:00:01.000Z';

describe('pending_questions projection', () => {
  it('TrialDecremented records a paid question, waiting since the reservation', () => {
    const h = new ProjectionHarness<PendingQuestionDoc>(pendingQuestionsProjection);
    h.apply(h.event('TrialDecremented', { ...user, questionId: 'q1', remaining: 2, ...paidFor }, T0));
    expect(h.get('q1')).toEqual({
      _id: 'q1',
      _position: 1,
      user_id: 'u1',
      conversation_id: 'c1',
      since: T0,
      asked: false,
      reserved: true,
    });
  });

  it('DailyQuestionUsed records a paid question', () => {
    const h = new ProjectionHarness<PendingQuestionDoc>(pendingQuestionsProjection);
    h.apply(
      h.event(
        'DailyQuestionUsed',
        { ...user, questionId: 'q1', day: '2026-03-02', remaining: 2, ...paidFor },
        T0,
      ),
    );
    expect(h.get('q1')).toMatchObject({ reserved: true, asked: false, conversation_id: 'c1', since: T0 });
  });

  it('BoosterUsed records a paid question; a reservation recorded before conversations were kept has none', () => {
    const h = new ProjectionHarness<PendingQuestionDoc>(pendingQuestionsProjection);
    h.apply(h.event('BoosterUsed', { ...user, questionId: 'q1', day: '2026-03-02' }, T0));
    expect(h.get('q1')).toMatchObject({ reserved: true, asked: false, conversation_id: null });
  });

  it('QuestionAsked marks the question asked and keeps the time it was paid for', () => {
    const h = new ProjectionHarness<PendingQuestionDoc>(pendingQuestionsProjection);
    h.apply(
      h.event('TrialDecremented', { ...user, questionId: 'q1', remaining: 2, ...paidFor }, T0),
      h.event('QuestionAsked', asked, T1),
    );
    expect(h.get('q1')).toMatchObject({ asked: true, reserved: true, since: T0, conversation_id: 'c1' });
  });

  it('QuestionAsked alone (an unlimited asker) records an unpaid pending question', () => {
    const h = new ProjectionHarness<PendingQuestionDoc>(pendingQuestionsProjection);
    h.apply(h.event('QuestionAsked', asked, T1));
    expect(h.get('q1')).toEqual({
      _id: 'q1',
      _position: 1,
      user_id: 'u1',
      conversation_id: 'c1',
      since: T1,
      asked: true,
      reserved: false,
    });
  });

  it('AnswerGenerated removes the question', () => {
    const h = new ProjectionHarness<PendingQuestionDoc>(pendingQuestionsProjection);
    h.apply(
      h.event('QuestionAsked', asked),
      h.event('AnswerGenerated', { ...asked, answerId: 'a1', answer: sampleV2Answer, generator: 'offline' }),
    );
    expect(h.get('q1')).toBeUndefined();
  });

  it('AnswerFailed removes the question', () => {
    const h = new ProjectionHarness<PendingQuestionDoc>(pendingQuestionsProjection);
    h.apply(
      h.event('QuestionAsked', asked),
      h.event('AnswerFailed', { conversationId: 'c1', userId: 'u1', questionId: 'q1', reason: 'timeout' }),
    );
    expect(h.get('q1')).toBeUndefined();
  });

  it('AnswerStopped removes the question (the asker stopped it: it is settled, refunded or not)', () => {
    const h = new ProjectionHarness<PendingQuestionDoc>(pendingQuestionsProjection);
    h.apply(
      h.event('TrialDecremented', { ...user, questionId: 'q1', remaining: 2, ...paidFor }),
      h.event('QuestionAsked', asked),
      h.event('AnswerStopped', {
        conversationId: 'c1',
        userId: 'u1',
        questionId: 'q1',
        reason: 'client_stopped',
        partialText: '',
        generator: 'openai',
      }),
      h.event('QuotaRefunded', { ...user, questionId: 'q1', source: 'trial', reason: 'answer stopped' }),
    );
    expect(h.get('q1')).toBeUndefined();
  });

  it('QuotaRefunded removes a reservation never asked, and leaves an asked question waiting for its failure', () => {
    const h = new ProjectionHarness<PendingQuestionDoc>(pendingQuestionsProjection);
    h.apply(
      h.event('TrialDecremented', { ...user, questionId: 'q1', remaining: 2, ...paidFor }),
      h.event('TrialDecremented', { ...user, questionId: 'q2', remaining: 1, ...paidFor }),
      h.event('QuestionAsked', { ...asked, questionId: 'q2' }),
      h.event('QuotaRefunded', { ...user, questionId: 'q1', source: 'trial', reason: 'answer timed out' }),
      h.event('QuotaRefunded', { ...user, questionId: 'q2', source: 'trial', reason: 'answer timed out' }),
    );
    expect(h.get('q1')).toBeUndefined();
    expect(h.get('q2')).toMatchObject({ asked: true });
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<PendingQuestionDoc>(pendingQuestionsProjection);
    const events = [
      h.event('TrialDecremented', { ...user, questionId: 'q1', remaining: 2, ...paidFor }, T0),
      h.event('QuestionAsked', asked, T1),
      h.event(
        'DailyQuestionUsed',
        { ...user, questionId: 'q2', day: '2026-03-02', remaining: 2, ...paidFor },
        T0,
      ),
      h.event('BoosterUsed', { ...user, questionId: 'q3', day: '2026-03-02', ...paidFor }, T0),
      h.event('QuestionAsked', { ...asked, questionId: 'q3' }, T1),
      h.event('AnswerFailed', { conversationId: 'c1', userId: 'u1', questionId: 'q3', reason: 'x' }),
      h.event('QuotaRefunded', { ...user, questionId: 'q3', source: 'booster', reason: 'answer failed' }),
      h.event('QuestionAsked', { ...asked, questionId: 'q4' }, T1),
      h.event('AnswerGenerated', {
        ...asked,
        questionId: 'q4',
        answerId: 'a4',
        answer: sampleV2Answer,
        generator: 'offline',
      }),
    ];
    const { once, twice } = onceAndTwice(pendingQuestionsProjection, events);
    expect(Object.keys(once).sort()).toEqual(['q1', 'q2']);
    expect(twice).toEqual(once);
  });
});
