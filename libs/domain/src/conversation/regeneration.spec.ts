import type { ConversationEvent } from './conversation.events';
import { evolve, initialState, type ActiveConversation } from './conversation.decider';
import { questionToAskAgain } from './regeneration';

const conversationId = 'conv-1';
const userId = 'user-1';
const asked = (questionId: string, question: string, regenerates?: string): ConversationEvent => ({
  type: 'QuestionAsked',
  data: {
    conversationId,
    userId,
    questionId,
    question,
    enhanced: questionId === 'q2',
    ...(regenerates ? { regenerates } : {}),
  },
});
const answered = (questionId: string): ConversationEvent => ({
  type: 'AnswerGenerated',
  data: {
    conversationId,
    userId,
    questionId,
    answerId: `a-${questionId}`,
    generator: 'offline',
    answer: {
      title: 't',
      summary: 's',
      blocks: [],
      meta: { emoji: '📐', schema: 'v2', mapped: false, schema_version: '2.0', suggested_actions: [] },
      sources: [],
      confidence: 0.5,
      session_id: conversationId,
      subscription_status: {
        tier: 'demo',
        is_trial: true,
        trial_info: { questions_remaining: 1, questions_used: 2 },
      },
      response: { technical: 'x', mentoring: 'y', format: 'structured', next_steps: [] },
    },
  },
});

function stateAfter(events: ConversationEvent[]): ActiveConversation {
  const state = events.reduce(evolve, initialState());
  if (state.status !== 'active') throw new Error('expected an active conversation');
  return state;
}

describe('questionToAskAgain', () => {
  const started: ConversationEvent = {
    type: 'ConversationStarted',
    data: { conversationId, userId, title: 'Handrails' },
  };

  it('asks the last question again, with the mode it was asked in', () => {
    const state = stateAfter([
      started,
      asked('q1', 'Handrail?'),
      answered('q1'),
      asked('q2', 'Balustrade?'),
      answered('q2'),
    ]);
    expect(questionToAskAgain(state, 'q2')).toEqual({ question: 'Balustrade?', enhanced: true });
  });

  it('refuses an earlier question (409)', () => {
    const state = stateAfter([started, asked('q1', 'Handrail?'), answered('q1'), asked('q2', 'Balustrade?')]);
    expect(() => questionToAskAgain(state, 'q1')).toThrow(
      expect.objectContaining({ code: 'CONVERSATION.NOT_LAST_QUESTION' }),
    );
  });

  it('refuses a question the conversation never had (404)', () => {
    const state = stateAfter([started, asked('q1', 'Handrail?')]);
    expect(() => questionToAskAgain(state, 'q9')).toThrow(
      expect.objectContaining({ code: 'CONVERSATION.QUESTION_NOT_FOUND' }),
    );
  });

  it('answers a retry naming the question a regeneration replaced with the same text', () => {
    const state = stateAfter([
      started,
      asked('q1', 'Handrail?'),
      answered('q1'),
      asked('q1b', 'Handrail?', 'q1'),
    ]);
    expect(questionToAskAgain(state, 'q1')).toEqual({ question: 'Handrail?', enhanced: false });
  });
});
