import { sampleV2Answer } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { messagesProjection, type MessageDoc } from './messages.projection';
import { v2AnswerOf } from './messages.queries';

const base = { conversationId: 'c1', userId: 'u1' };

describe('messages projection', () => {
  it('QuestionAsked stores the user message', () => {
    const h = new ProjectionHarness<MessageDoc>(messagesProjection);
    h.apply(
      h.event(
        'QuestionAsked',
        { ...base, questionId: 'q1', question: 'Stair height?', enhanced: true },
        '2026-03-02T00:00:00.000Z',
      ),
    );
    expect(h.get('q1')).toMatchObject({
      conversation_id: 'c1',
      role: 'user',
      status: 'asked',
      content: 'Stair height?',
      enhanced: true,
      timestamp: '2026-03-02T00:00:00.000Z',
      seq: 1,
    });
  });

  it('AnswerGenerated stores the assistant message with its V2 answer, the text once', () => {
    const h = new ProjectionHarness<MessageDoc>(messagesProjection);
    const answer = sampleV2Answer;
    h.apply(
      h.event('AnswerGenerated', { ...base, questionId: 'q1', answerId: 'a1', answer, generator: 'offline' }),
    );
    const doc = h.get('q1:answer')!;
    expect(doc).toMatchObject({
      role: 'assistant',
      status: 'answered',
      content: answer.response.technical,
      generator: 'offline',
    });
    expect(doc.answer?.response).not.toHaveProperty('technical');
    // Rebuilt on read exactly as recorded, key order included (the wire's bytes do not change).
    expect(JSON.stringify(v2AnswerOf(doc))).toBe(JSON.stringify(answer));
    // A document projected before the text was stored once (the answer whole) reads the same.
    expect(JSON.stringify(v2AnswerOf({ content: doc.content, answer }))).toBe(JSON.stringify(answer));
  });

  it('AnswerFailed stores a failed assistant message with the reason', () => {
    const h = new ProjectionHarness<MessageDoc>(messagesProjection);
    h.apply(h.event('AnswerFailed', { ...base, questionId: 'q1', reason: 'model timeout' }));
    expect(h.get('q1:answer')).toMatchObject({
      role: 'assistant',
      status: 'failed',
      failure_reason: 'model timeout',
      answer: null,
    });
  });

  it('QuestionAsked regenerating a question replaces it and its answer: the question shows once', () => {
    const h = new ProjectionHarness<MessageDoc>(messagesProjection);
    h.apply(
      h.event('QuestionAsked', { ...base, questionId: 'q1', question: 'Stair height?', enhanced: true }),
      h.event('AnswerGenerated', {
        ...base,
        questionId: 'q1',
        answerId: 'a1',
        answer: sampleV2Answer,
        generator: 'offline',
      }),
      h.event('QuestionAsked', {
        ...base,
        questionId: 'q1b',
        question: 'Stair height?',
        enhanced: true,
        regenerates: 'q1',
      }),
    );
    expect([...h.docs.keys()]).toEqual(['q1b']);
    expect(h.get('q1b')).toMatchObject({ role: 'user', status: 'asked', content: 'Stair height?', seq: 3 });
  });

  it('QuestionAsked regenerating a failed answer removes the failure', () => {
    const h = new ProjectionHarness<MessageDoc>(messagesProjection);
    h.apply(
      h.event('QuestionAsked', { ...base, questionId: 'q1', question: 'Q1', enhanced: false }),
      h.event('AnswerFailed', { ...base, questionId: 'q1', reason: 'x' }),
      h.event('QuestionAsked', {
        ...base,
        questionId: 'q1b',
        question: 'Q1',
        enhanced: false,
        regenerates: 'q1',
      }),
    );
    expect([...h.docs.keys()]).toEqual(['q1b']);
  });

  it('AnswerStopped stores a stopped assistant message with the text delivered before the stop', () => {
    const h = new ProjectionHarness<MessageDoc>(messagesProjection);
    h.apply(
      h.event('AnswerStopped', {
        ...base,
        questionId: 'q1',
        reason: 'client_stopped',
        partialText: 'The NCC requires',
        generator: 'openai',
      }),
    );
    expect(h.get('q1:answer')).toMatchObject({
      role: 'assistant',
      status: 'stopped',
      content: 'The NCC requires',
      answer: null,
      generator: 'openai',
    });
    expect(v2AnswerOf(h.get('q1:answer')!)).toBeNull();
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<MessageDoc>(messagesProjection);
    const events = [
      h.event('QuestionAsked', { ...base, questionId: 'q1', question: 'Q1', enhanced: false }),
      h.event('AnswerGenerated', {
        ...base,
        questionId: 'q1',
        answerId: 'a1',
        answer: sampleV2Answer,
        generator: 'offline',
      }),
      h.event('QuestionAsked', { ...base, questionId: 'q2', question: 'Q2', enhanced: false }),
      h.event('AnswerFailed', { ...base, questionId: 'q2', reason: 'x' }),
      h.event('QuestionAsked', {
        ...base,
        questionId: 'q2b',
        question: 'Q2',
        enhanced: false,
        regenerates: 'q2',
      }),
      h.event('AnswerGenerated', {
        ...base,
        questionId: 'q2b',
        answerId: 'a2b',
        answer: sampleV2Answer,
        generator: 'offline',
      }),
      h.event('QuestionAsked', { ...base, questionId: 'q3', question: 'Q3', enhanced: false }),
      h.event('AnswerStopped', {
        ...base,
        questionId: 'q3',
        reason: 'client_disconnected',
        partialText: '',
        generator: 'openai',
      }),
    ];
    const { once, twice } = onceAndTwice(messagesProjection, events);
    expect(Object.keys(once).sort()).toEqual(['q1', 'q1:answer', 'q2b', 'q2b:answer', 'q3', 'q3:answer']);
    expect(twice).toEqual(once);
  });
});
