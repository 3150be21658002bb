import type { V2Answer } from '@buildmentor/contracts';
import { DeciderSpecification } from '../shared/decider-spec';
import type { ConversationCommand } from './conversation.commands';
import * as conversationDecider from './conversation.decider';
import type {
  AnswerFailed,
  AnswerGenerated,
  ConversationShared,
  ConversationShareRevoked,
  AnswerStopped,
  ConversationStarted,
  ProjectStageDetected,
  QuestionAsked,
} from './conversation.events';

const spec = DeciderSpecification.for(conversationDecider);
const conversationId = 'conv-1';
const userId = 'user-1';

const answer: V2Answer = {
  title: 'Handrail height',
  summary: 'At least 865 mm.',
  blocks: [{ type: 'markdown', text: 'At least **865 mm** above the nosings.' }],
  meta: { emoji: '📐', schema: 'v2', mapped: false, schema_version: '2.0', suggested_actions: [] },
  sources: [],
  confidence: 0.8,
  session_id: conversationId,
  subscription_status: {
    tier: 'demo',
    is_trial: true,
    trial_info: { questions_remaining: 2, questions_used: 1 },
  },
  response: {
    technical: 'NCC D2D17.',
    mentoring: 'Check the edition.',
    format: 'structured',
    next_steps: [],
  },
};

/** The handler fingerprints the request (SHA-256); to the decider it is an opaque string. */
const fingerprint = (question: string) => `fp:${question.trim()}`;
const ask = (
  questionId: string,
  question: string,
  askedBy = userId,
  requestHash = fingerprint(question),
): ConversationCommand => ({
  type: 'AskQuestion',
  data: { conversationId, userId: askedBy, questionId, question, enhanced: true, requestHash },
});
const regenerate = (questionId: string, regenerates: string, askedBy = userId): ConversationCommand => ({
  type: 'AskQuestion',
  data: {
    conversationId,
    userId: askedBy,
    questionId,
    question: 'What is the NCC stair handrail height?',
    enhanced: true,
    requestHash: fingerprint('What is the NCC stair handrail height?'),
    regenerates,
  },
});
const recordAnswer = (questionId: string, answerId = `a-${questionId}`): ConversationCommand => ({
  type: 'RecordAnswer',
  data: { conversationId, questionId, answerId, answer, generator: 'offline' },
});
const failAnswer = (questionId: string, reason = 'LLM timed out'): ConversationCommand => ({
  type: 'FailAnswer',
  data: { conversationId, questionId, reason },
});
const detectStage = (questionId: string, stage: string): ConversationCommand => ({
  type: 'DetectProjectStage',
  data: { conversationId, questionId, stage },
});

const started: ConversationStarted = {
  type: 'ConversationStarted',
  data: { conversationId, userId, title: 'What is the NCC stair handrail height?' },
};
const asked = (questionId: string, question: string): QuestionAsked => ({
  type: 'QuestionAsked',
  data: { conversationId, userId, questionId, question, enhanced: true, requestHash: fingerprint(question) },
});
const q1Asked = asked('q1', 'What is the NCC stair handrail height?');
const regenerated = (questionId: string, regenerates: string): QuestionAsked => ({
  type: 'QuestionAsked',
  data: { ...q1Asked.data, questionId, regenerates },
});
const answered = (questionId: string, answerId = `a-${questionId}`): AnswerGenerated => ({
  type: 'AnswerGenerated',
  data: { conversationId, userId, questionId, answerId, answer, generator: 'offline' },
});
const failed = (questionId: string): AnswerFailed => ({
  type: 'AnswerFailed',
  data: { conversationId, userId, questionId, reason: 'LLM timed out' },
});
const stageDetected = (questionId: string, stage: string): ProjectStageDetected => ({
  type: 'ProjectStageDetected',
  data: { conversationId, userId, questionId, stage },
});

const share = (token: string, sharedBy = userId): ConversationCommand => ({
  type: 'ShareConversation',
  data: { conversationId, userId: sharedBy, token },
});
const revokeShare = (revokedBy = userId): ConversationCommand => ({
  type: 'RevokeConversationShare',
  data: { conversationId, userId: revokedBy },
});
const TOKEN_1 = 'A'.repeat(32);
const TOKEN_2 = 'B'.repeat(32);
const shared = (token: string): ConversationShared => ({
  type: 'ConversationShared',
  data: { conversationId, userId, token },
});
const shareRevoked = (token: string): ConversationShareRevoked => ({
  type: 'ConversationShareRevoked',
  data: { conversationId, userId, token },
});

describe('conversation decider', () => {
  describe('when the conversation is new', () => {
    const given = spec.given([]);

    it('starts the conversation, titled by the first question, and records the question', () => {
      given.when(ask('q1', '  What is the NCC stair handrail height?  ')).then([started, q1Asked]);
    });

    it('titles a long first question with its first words', () => {
      const question =
        'What fire resistance level is required for a fire-rated door in a Class 2 apartment building?';
      given.when(ask('q1', question)).then([
        {
          type: 'ConversationStarted',
          data: {
            conversationId,
            userId,
            title: 'What fire resistance level is required for a fire-rated door…',
          },
        },
        asked('q1', question),
      ]);
    });

    it.each([[''], ['   \n\t ']])('rejects an empty question %j', (question) => {
      const error = given.when(ask('q1', question)).thenThrows('CONVERSATION.QUESTION_EMPTY');
      expect(error.category).toBe('validation');
      expect(error.issues).toEqual([{ path: 'question', message: 'Please enter a question.' }]);
    });

    it('accepts a question of exactly 4,000 characters', () => {
      const question = 'q'.repeat(4000);
      given
        .when(ask('q1', question))
        .then([
          { type: 'ConversationStarted', data: { conversationId, userId, title: `${'q'.repeat(60)}…` } },
          asked('q1', question),
        ]);
    });

    it('rejects a question over 4,000 characters', () => {
      const error = given.when(ask('q1', 'q'.repeat(4001))).thenThrows('CONVERSATION.QUESTION_TOO_LONG');
      expect(error.message).toBe('Your question is too long. Please keep it to 4,000 characters or fewer.');
    });

    it.each<[string, ConversationCommand]>([
      ['RecordAnswer', recordAnswer('q1')],
      ['FailAnswer', failAnswer('q1')],
      ['DetectProjectStage', detectStage('q1', 'design')],
      ['ShareConversation', share(TOKEN_1)],
      ['RevokeConversationShare', revokeShare()],
    ])('rejects %s as CONVERSATION.NOT_FOUND', (_name, command) => {
      const error = given.when(command).thenThrows('CONVERSATION.NOT_FOUND');
      expect(error.category).toBe('not_found');
    });
  });

  describe('when a question is waiting for its answer', () => {
    const given = spec.given([started, q1Asked]);

    it('records a follow-up question without starting again', () => {
      given.when(ask('q2', 'And for a balustrade?')).then([asked('q2', 'And for a balustrade?')]);
    });

    it('ignores the same question asked again (a retried request)', () => {
      given.when(ask('q1', 'What is the NCC stair handrail height?')).thenNothingHappens();
    });

    it('refuses the same request id for a different question (422), rather than answering it as the first', () => {
      const error = given.when(ask('q1', 'Something else entirely?')).thenThrows('ASK.REQUEST_KEY_REUSED');
      expect(error.category).toBe('unprocessable');
    });

    it('refuses a repeat of a question recorded before fingerprints were kept: it cannot be verified', () => {
      const legacy: QuestionAsked = {
        type: 'QuestionAsked',
        data: { conversationId, userId, questionId: 'q0', question: 'Old?', enhanced: false },
      };
      spec.given([started, legacy]).when(ask('q0', 'Old?')).thenThrows('ASK.REQUEST_KEY_REUSED');
    });

    it('hides the conversation from another user', () => {
      given.when(ask('q2', 'Mine now?', 'user-2')).thenThrows('CONVERSATION.NOT_FOUND');
    });

    it('still validates follow-up questions', () => {
      given.when(ask('q2', ' ')).thenThrows('CONVERSATION.QUESTION_EMPTY');
      given.when(ask('q2', 'x'.repeat(4001))).thenThrows('CONVERSATION.QUESTION_TOO_LONG');
    });

    it('records the answer', () => {
      given.when(recordAnswer('q1')).then([answered('q1')]);
    });

    it('records the failure', () => {
      given.when(failAnswer('q1', '  LLM timed out ')).then([failed('q1')]);
    });

    it('requires a failure reason', () => {
      given.when(failAnswer('q1', '')).thenThrows('CONVERSATION.TEXT_REQUIRED');
    });

    it.each<[string, ConversationCommand]>([
      ['RecordAnswer', recordAnswer('q9')],
      ['FailAnswer', failAnswer('q9')],
      ['DetectProjectStage', detectStage('q9', 'design')],
    ])('rejects %s for a question never asked', (_name, command) => {
      const error = given.when(command).thenThrows('CONVERSATION.QUESTION_NOT_FOUND');
      expect(error.category).toBe('not_found');
    });

    it('detects the project stage, trimmed', () => {
      given.when(detectStage('q1', ' design development ')).then([stageDetected('q1', 'design development')]);
    });

    it('requires a stage', () => {
      given.when(detectStage('q1', '  ')).thenThrows('CONVERSATION.TEXT_REQUIRED');
    });
  });

  describe('when the question has been answered', () => {
    const given = spec.given([started, q1Asked, answered('q1')]);

    it('ignores the same answer recorded again', () => {
      given.when(recordAnswer('q1')).thenNothingHappens();
    });

    it('refuses a second, different answer', () => {
      const error = given
        .when(recordAnswer('q1', 'a-other'))
        .thenThrows('CONVERSATION.QUESTION_ALREADY_RESOLVED');
      expect(error.category).toBe('conflict');
    });

    it('refuses to fail an answered question', () => {
      given.when(failAnswer('q1')).thenThrows('CONVERSATION.QUESTION_ALREADY_RESOLVED');
    });

    it('takes the next question', () => {
      given.when(ask('q2', 'And for a balustrade?')).then([asked('q2', 'And for a balustrade?')]);
    });

    it('still knows what the question id asked: a different question under it is refused', () => {
      given.when(ask('q1', 'And for a balustrade?')).thenThrows('ASK.REQUEST_KEY_REUSED');
    });

    it('can still detect the stage from the question', () => {
      given.when(detectStage('q1', 'construction')).then([stageDetected('q1', 'construction')]);
    });
  });

  describe('when the answer has failed', () => {
    const given = spec.given([started, q1Asked, failed('q1')]);

    it('ignores the same failure recorded again', () => {
      given.when(failAnswer('q1')).thenNothingHappens();
    });

    it('refuses a late answer', () => {
      given.when(recordAnswer('q1')).thenThrows('CONVERSATION.QUESTION_ALREADY_RESOLVED');
    });

    it('treats a retry with the same question id as the same, failed request', () => {
      given.when(ask('q1', 'What is the NCC stair handrail height?')).thenNothingHappens();
    });

    it('refuses the failed question id for a different question', () => {
      given.when(ask('q1', 'Another try, reworded?')).thenThrows('ASK.REQUEST_KEY_REUSED');
    });

    it('accepts the question again under a new id', () => {
      given
        .when(ask('q2', 'What is the NCC stair handrail height?'))
        .then([asked('q2', 'What is the NCC stair handrail height?')]);
    });
  });

  describe('when the asker stops the answer', () => {
    const stop = (questionId: string, partialText = 'The NCC requires'): ConversationCommand => ({
      type: 'StopAnswer',
      data: { conversationId, questionId, reason: 'client_stopped', partialText, generator: 'openai' },
    });
    const stopped = (questionId: string, partialText = 'The NCC requires'): AnswerStopped => ({
      type: 'AnswerStopped',
      data: {
        conversationId,
        userId,
        questionId,
        reason: 'client_stopped',
        partialText,
        generator: 'openai',
      },
    });

    it('records a waiting question as stopped with what was delivered', () =>
      spec
        .given([started, q1Asked])
        .when(stop('q1'))
        .then([stopped('q1')]));
    it('records a stop before any text too', () =>
      spec
        .given([started, q1Asked])
        .when(stop('q1', ''))
        .then([stopped('q1', '')]));
    it('carries the usage when it is known', () => {
      const usage = { promptTokens: 800, completionTokens: 12 };
      spec
        .given([started, q1Asked])
        .when({ ...stop('q1'), data: { ...stop('q1').data, usage } } as ConversationCommand)
        .then([{ ...stopped('q1'), data: { ...stopped('q1').data, usage } }]);
    });
    it('ignores the same stop recorded again', () =>
      spec
        .given([started, q1Asked, stopped('q1')])
        .when(stop('q1'))
        .thenNothingHappens());
    it('refuses a stop that arrives after the answer or the failure', () => {
      spec
        .given([started, q1Asked, answered('q1')])
        .when(stop('q1'))
        .thenThrows('CONVERSATION.QUESTION_ALREADY_RESOLVED');
      spec
        .given([started, q1Asked, failed('q1')])
        .when(stop('q1'))
        .thenThrows('CONVERSATION.QUESTION_ALREADY_RESOLVED');
    });
    it('refuses a late answer or failure of a stopped question', () => {
      const given = spec.given([started, q1Asked, stopped('q1')]);
      given.when(recordAnswer('q1')).thenThrows('CONVERSATION.QUESTION_ALREADY_RESOLVED');
      given.when(failAnswer('q1')).thenThrows('CONVERSATION.QUESTION_ALREADY_RESOLVED');
    });
    it('treats a retry of the stopped request as the same request', () =>
      spec
        .given([started, q1Asked, stopped('q1')])
        .when(ask('q1', 'What is the NCC stair handrail height?'))
        .thenNothingHappens());
  });

  describe('when the model reports its tokens', () => {
    const usage = { promptTokens: 812, completionTokens: 430 };
    it('records them with the answer', () =>
      spec
        .given([started, q1Asked])
        .when({ ...recordAnswer('q1'), data: { ...recordAnswer('q1').data, usage } } as ConversationCommand)
        .then([{ ...answered('q1'), data: { ...answered('q1').data, usage } }]));
    it('records them with a failure', () =>
      spec
        .given([started, q1Asked])
        .when({ ...failAnswer('q1'), data: { ...failAnswer('q1').data, usage } } as ConversationCommand)
        .then([{ ...failed('q1'), data: { ...failed('q1').data, usage } }]));
  });

  describe('when a project stage has been detected', () => {
    const given = spec.given([started, q1Asked, stageDetected('q1', 'design'), asked('q2', 'Next?')]);

    it('records nothing when the stage is unchanged', () => {
      given.when(detectStage('q2', 'design')).thenNothingHappens();
    });

    it('records a change of stage', () => {
      given.when(detectStage('q2', 'tender')).then([stageDetected('q2', 'tender')]);
    });
  });

  describe('when regenerating an answer (asking the last question again)', () => {
    it('records the question again, saying which question it regenerates', () => {
      spec
        .given([started, q1Asked, answered('q1')])
        .when(regenerate('q1b', 'q1'))
        .then([regenerated('q1b', 'q1')]);
    });

    it('regenerates a failed answer too', () => {
      spec
        .given([started, q1Asked, failed('q1')])
        .when(regenerate('q1b', 'q1'))
        .then([regenerated('q1b', 'q1')]);
    });

    it('regenerates a regeneration: the latest question is the one to name', () => {
      spec
        .given([started, q1Asked, answered('q1'), regenerated('q1b', 'q1'), answered('q1b')])
        .when(regenerate('q1c', 'q1b'))
        .then([regenerated('q1c', 'q1b')]);
    });

    it('refuses an answer that is not the last one (409): later turns were built on it', () => {
      const error = spec
        .given([started, q1Asked, answered('q1'), asked('q2', 'And for a balustrade?'), answered('q2')])
        .when(regenerate('q1b', 'q1'))
        .thenThrows('CONVERSATION.NOT_LAST_QUESTION');
      expect(error.category).toBe('conflict');
      expect(error.message).toBe('Only the latest answer can be regenerated.');
    });

    it('refuses the question a regeneration replaced', () => {
      spec
        .given([started, q1Asked, answered('q1'), regenerated('q1b', 'q1'), answered('q1b')])
        .when(regenerate('q1c', 'q1'))
        .thenThrows('CONVERSATION.NOT_LAST_QUESTION');
    });

    it('refuses while the answer is still pending (409)', () => {
      const error = spec
        .given([started, q1Asked])
        .when(regenerate('q1b', 'q1'))
        .thenThrows('CONVERSATION.ANSWER_PENDING');
      expect(error.category).toBe('conflict');
    });

    it('refuses while a regeneration of it is pending: a second click is not a second regeneration', () => {
      spec
        .given([started, q1Asked, answered('q1'), regenerated('q1b', 'q1')])
        .when(regenerate('q1c', 'q1'))
        .thenThrows('CONVERSATION.NOT_LAST_QUESTION');
      spec
        .given([started, q1Asked, answered('q1'), regenerated('q1b', 'q1')])
        .when(regenerate('q1c', 'q1b'))
        .thenThrows('CONVERSATION.ANSWER_PENDING');
    });

    it('ignores a retried regeneration (same question id, same request)', () => {
      spec
        .given([started, q1Asked, answered('q1'), regenerated('q1b', 'q1'), answered('q1b')])
        .when(regenerate('q1b', 'q1'))
        .thenNothingHappens();
    });

    it('refuses a question the conversation never had (404)', () => {
      const error = spec
        .given([started, q1Asked, answered('q1')])
        .when(regenerate('q1b', 'q9'))
        .thenThrows('CONVERSATION.QUESTION_NOT_FOUND');
      expect(error.category).toBe('not_found');
    });

    it("hides another user's conversation (404): only the owner regenerates", () => {
      spec
        .given([started, q1Asked, answered('q1')])
        .when(regenerate('q1b', 'q1', 'user-2'))
        .thenThrows('CONVERSATION.NOT_FOUND');
    });

    it('has nothing to regenerate in a conversation not yet started', () => {
      spec.given([]).when(regenerate('q1b', 'q1')).thenThrows('CONVERSATION.NOT_FOUND');
    });
  });

  describe('when the conversation is not shared', () => {
    const given = spec.given([started, q1Asked, answered('q1')]);

    it('shares it with the token the handler drew', () => {
      given.when(share(TOKEN_1)).then([shared(TOKEN_1)]);
    });

    it('has nothing to revoke', () => {
      given.when(revokeShare()).thenNothingHappens();
    });

    it.each<[string, ConversationCommand]>([
      ['ShareConversation', share(TOKEN_1, 'user-2')],
      ['RevokeConversationShare', revokeShare('user-2')],
    ])("hides the conversation from another user's %s", (_name, command) => {
      given.when(command).thenThrows('CONVERSATION.NOT_FOUND');
    });
  });

  describe('when the conversation is shared', () => {
    const given = spec.given([started, q1Asked, answered('q1'), shared(TOKEN_1)]);

    it('keeps the link already given out when shared again (no new event)', () => {
      given.when(share(TOKEN_2)).thenNothingHappens();
    });

    it('revokes the link it was shared with', () => {
      given.when(revokeShare()).then([shareRevoked(TOKEN_1)]);
    });

    it('does not let another user revoke it', () => {
      given.when(revokeShare('user-2')).thenThrows('CONVERSATION.NOT_FOUND');
    });

    it('still records questions and answers', () => {
      given.when(ask('q2', 'And for a ramp?')).then([asked('q2', 'And for a ramp?')]);
    });
  });

  describe('when the share was revoked', () => {
    const given = spec.given([started, q1Asked, shared(TOKEN_1), shareRevoked(TOKEN_1)]);

    it('shares again under a new token (the old link stays dead)', () => {
      given.when(share(TOKEN_2)).then([shared(TOKEN_2)]);
    });

    it('has nothing more to revoke', () => {
      given.when(revokeShare()).thenNothingHappens();
    });
  });
});
