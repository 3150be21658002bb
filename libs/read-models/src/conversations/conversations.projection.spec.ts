import { sampleV2Answer } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { conversationsProjection, previewOf, type ConversationDoc } from './conversations.projection';

const base = { conversationId: 'c1', userId: 'u1' };

function started() {
  const h = new ProjectionHarness<ConversationDoc>(conversationsProjection);
  h.apply(h.event('ConversationStarted', { ...base, title: 'Fire doors' }, '2026-03-01T00:00:00.000Z'));
  return h;
}

describe('conversations projection', () => {
  it('ConversationStarted creates the summary', () => {
    expect(started().get('c1')).toMatchObject({
      user_id: 'u1',
      title: 'Fire doors',
      preview: '',
      created_at: '2026-03-01T00:00:00.000Z',
      message_count: 0,
    });
  });

  it('QuestionAsked sets the preview and moves updated_at', () => {
    const h = started();
    h.apply(
      h.event(
        'QuestionAsked',
        { ...base, questionId: 'q1', question: 'Which  door\nrating?', enhanced: false },
        '2026-03-02T00:00:00.000Z',
      ),
    );
    expect(h.get('c1')).toMatchObject({
      preview: 'Which door rating?',
      updated_at: '2026-03-02T00:00:00.000Z',
      message_count: 1,
    });
  });

  it('QuestionAsked regenerating the last question counts the messages shown: the old pair out, the new question in', () => {
    const h = started();
    const asked = { ...base, questionId: 'q1', question: 'Which door rating?', enhanced: false };
    h.apply(
      h.event('QuestionAsked', asked),
      h.event('AnswerFailed', { ...base, questionId: 'q1', reason: 'timeout' }),
      h.event(
        'QuestionAsked',
        { ...asked, questionId: 'q1b', regenerates: 'q1' },
        '2026-03-04T00:00:00.000Z',
      ),
    );
    expect(h.get('c1')).toMatchObject({
      preview: 'Which door rating?',
      updated_at: '2026-03-04T00:00:00.000Z',
      message_count: 1,
    });
  });

  it('AnswerGenerated counts the reply', () => {
    const h = started();
    h.apply(
      h.event(
        'AnswerGenerated',
        { ...base, questionId: 'q1', answerId: 'a1', answer: sampleV2Answer, generator: 'offline' },
        '2026-03-03T00:00:00.000Z',
      ),
    );
    expect(h.get('c1')).toMatchObject({ message_count: 1, updated_at: '2026-03-03T00:00:00.000Z' });
  });

  it('AnswerFailed counts the failed reply', () => {
    const h = started();
    h.apply(h.event('AnswerFailed', { ...base, questionId: 'q1', reason: 'timeout' }));
    expect(h.get('c1')!.message_count).toBe(1);
  });

  it('AnswerStopped counts the stopped reply', () => {
    const h = started();
    h.apply(
      h.event('AnswerStopped', {
        ...base,
        questionId: 'q1',
        reason: 'client_stopped',
        partialText: 'The NCC',
        generator: 'openai',
      }),
    );
    expect(h.get('c1')!.message_count).toBe(1);
  });

  it('ProjectStageDetected records the stage', () => {
    const h = started();
    h.apply(h.event('ProjectStageDetected', { ...base, questionId: 'q1', stage: 'design development' }));
    expect(h.get('c1')!.project_stage).toBe('design development');
  });

  it('ignores events for a conversation it never saw start', () => {
    const h = new ProjectionHarness<ConversationDoc>(conversationsProjection);
    h.apply(h.event('QuestionAsked', { ...base, questionId: 'q1', question: 'Q', enhanced: false }));
    expect(h.get('c1')).toBeUndefined();
  });

  it('truncates long previews', () => {
    expect(previewOf('x'.repeat(500))).toHaveLength(140);
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<ConversationDoc>(conversationsProjection);
    const events = [
      h.event('ConversationStarted', { ...base, title: 'T' }),
      h.event('QuestionAsked', { ...base, questionId: 'q1', question: 'Q1', enhanced: true }),
      h.event('ProjectStageDetected', { ...base, questionId: 'q1', stage: 'construction' }),
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
    ];
    const { once, twice } = onceAndTwice(conversationsProjection, events);
    expect(once['c1']!.message_count).toBe(3);
    expect(twice).toEqual(once);
  });
});
