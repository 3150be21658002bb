import { MAX_QUESTION_LENGTH } from '@buildmentor/contracts';
import { isBlank } from '../shared/text';
import { makeConversationTitle } from './conversation-title';
import type {
  AskQuestion,
  ConversationCommand,
  DetectProjectStage,
  FailAnswer,
  RecordAnswer,
  RevokeConversationShare,
  ShareConversation,
  StopAnswer,
} from './conversation.commands';
import {
  ConversationNotFoundError,
  MissingTextError,
  QuestionAlreadyResolvedError,
  QuestionEmptyError,
  QuestionNotFoundError,
  QuestionTooLongError,
} from './conversation.errors';
import { assertMayRegenerate } from './regeneration';
import { RequestKeyReusedError } from '../shared/request-key.errors';
import type {
  AnswerFailed,
  AnswerGenerated,
  AnswerStopped,
  ConversationEvent,
  ConversationShared,
  ConversationShareRevoked,
  ProjectStageDetected,
} from './conversation.events';

/**
 * A question's life: asked, then exactly one of answered, failed or stopped (by the asker). `requestHash` is the
 * fingerprint it was asked with (null for questions recorded before fingerprints were kept).
 */
export type QuestionStatus = (
  | { status: 'asked' }
  | { status: 'answered'; answerId: string }
  | { status: 'failed' }
  | { status: 'stopped' }
) & { requestHash: string | null };

/**
 * The conversation's latest question, as Regenerate asks it again: only its text is kept (not
 * every question's), so a long conversation's cached state stays small.
 */
export interface LastQuestion {
  questionId: string;
  question: string;
  enhanced: boolean;
  /** The question this one regenerated, if it is a regeneration. */
  regenerates: string | null;
}

export interface ActiveConversation {
  status: 'active';
  conversationId: string;
  userId: string;
  title: string;
  questions: ReadonlyMap<string, QuestionStatus>;
  /** The latest detected project stage, or null before any detection. */
  stage: string | null;
  lastQuestion: LastQuestion | null;
  /** The token of the read-only link while the conversation is shared, else null. */
  shareToken: string | null;
}

export type ConversationState = { status: 'new' } | ActiveConversation;

export const initialState = (): ConversationState => ({ status: 'new' });

export function evolve(state: ConversationState, event: ConversationEvent): ConversationState {
  if (event.type === 'ConversationStarted') {
    const { conversationId, userId, title } = event.data;
    return {
      status: 'active',
      conversationId,
      userId,
      title,
      questions: new Map(),
      stage: null,
      lastQuestion: null,
      shareToken: null,
    };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'QuestionAsked': {
      const { questionId, question, enhanced, regenerates } = event.data;
      const lastQuestion = { questionId, question, enhanced, regenerates: regenerates ?? null };
      return {
        ...withQuestion(state, questionId, { status: 'asked', requestHash: event.data.requestHash ?? null }),
        lastQuestion,
      };
    }
    case 'AnswerGenerated':
      return withQuestion(state, event.data.questionId, {
        status: 'answered',
        answerId: event.data.answerId,
        requestHash: askedWith(state, event.data.questionId),
      });
    case 'AnswerFailed':
      return withQuestion(state, event.data.questionId, {
        status: 'failed',
        requestHash: askedWith(state, event.data.questionId),
      });
    case 'AnswerStopped':
      return withQuestion(state, event.data.questionId, {
        status: 'stopped',
        requestHash: askedWith(state, event.data.questionId),
      });
    case 'ProjectStageDetected':
      return { ...state, stage: event.data.stage };
    case 'ConversationShared':
      return { ...state, shareToken: event.data.token };
    case 'ConversationShareRevoked':
      return { ...state, shareToken: null };
  }
}

export function decide(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  switch (command.type) {
    case 'AskQuestion':
      return askQuestion(command, state);
    case 'RecordAnswer':
      return recordAnswer(command, requireActive(state));
    case 'FailAnswer':
      return failAnswer(command, requireActive(state));
    case 'StopAnswer':
      return stopAnswer(command, requireActive(state));
    case 'DetectProjectStage':
      return detectProjectStage(command, requireActive(state));
    case 'ShareConversation':
      return shareConversation(command, requireOwned(state, command.data.userId));
    case 'RevokeConversationShare':
      return revokeShare(command, requireOwned(state, command.data.userId));
  }
}

function askQuestion(command: AskQuestion, state: ConversationState): ConversationEvent[] {
  const { conversationId, userId, questionId, enhanced, requestHash, regenerates } = command.data;
  // Stored trimmed: the spec trims chat messages before sending.
  const question = command.data.question.trim();
  if (question === '') throw QuestionEmptyError();
  if (question.length > MAX_QUESTION_LENGTH) throw QuestionTooLongError();
  if (state.status === 'active' && state.userId !== userId) throw ConversationNotFoundError();
  // A retried ask (same client request id, same question) was already recorded; the same key
  // asking something else is refused rather than answered as if it were the first question.
  const earlier = state.status === 'active' ? state.questions.get(questionId) : undefined;
  if (earlier) {
    if (earlier.requestHash !== requestHash) throw RequestKeyReusedError();
    return [];
  }
  if (regenerates !== undefined) {
    // Only an answer on screen can be regenerated: there is none in a conversation not yet started.
    if (state.status !== 'active') throw ConversationNotFoundError();
    assertMayRegenerate(state, regenerates);
  }

  const asked: ConversationEvent = {
    type: 'QuestionAsked',
    data: {
      conversationId,
      userId,
      questionId,
      question,
      enhanced,
      requestHash,
      ...(regenerates === undefined ? {} : { regenerates }),
    },
  };
  if (state.status === 'active') return [asked];
  return [
    { type: 'ConversationStarted', data: { conversationId, userId, title: makeConversationTitle(question) } },
    asked,
  ];
}

function recordAnswer(command: RecordAnswer, state: ActiveConversation): AnswerGenerated[] {
  const { questionId, answerId, answer, generator, usage } = command.data;
  const question = requireQuestion(state, questionId);
  // The same answer recorded again (a retried handler step) is already there.
  if (question.status === 'answered' && question.answerId === answerId) return [];
  if (question.status !== 'asked') throw QuestionAlreadyResolvedError();
  const { conversationId, userId } = state;
  return [
    {
      type: 'AnswerGenerated',
      data: { conversationId, userId, questionId, answerId, answer, generator, ...(usage ? { usage } : {}) },
    },
  ];
}

function failAnswer(command: FailAnswer, state: ActiveConversation): AnswerFailed[] {
  const { questionId, reason, usage } = command.data;
  if (isBlank(reason)) throw MissingTextError('reason');
  const question = requireQuestion(state, questionId);
  if (question.status === 'failed') return [];
  if (question.status !== 'asked') throw QuestionAlreadyResolvedError();
  const { conversationId, userId } = state;
  return [
    {
      type: 'AnswerFailed',
      data: { conversationId, userId, questionId, reason: reason.trim(), ...(usage ? { usage } : {}) },
    },
  ];
}

/**
 * The asker ended an answer still being produced. Only a question still asked can stop: one
 * answered or failed meanwhile keeps that outcome (the stop arrived too late), and a repeated
 * stop records nothing new.
 */
function stopAnswer(command: StopAnswer, state: ActiveConversation): AnswerStopped[] {
  const { questionId, reason, partialText, generator, usage } = command.data;
  const question = requireQuestion(state, questionId);
  if (question.status === 'stopped') return [];
  if (question.status !== 'asked') throw QuestionAlreadyResolvedError();
  const { conversationId, userId } = state;
  return [
    {
      type: 'AnswerStopped',
      data: {
        conversationId,
        userId,
        questionId,
        reason,
        partialText,
        generator,
        ...(usage ? { usage } : {}),
      },
    },
  ];
}

function detectProjectStage(command: DetectProjectStage, state: ActiveConversation): ProjectStageDetected[] {
  const { questionId } = command.data;
  const stage = command.data.stage.trim();
  if (stage === '') throw MissingTextError('stage');
  requireQuestion(state, questionId);
  // The stage is conversation-wide: only a change is news for the workflow recommendations.
  if (state.stage === stage) return [];
  const { conversationId, userId } = state;
  return [{ type: 'ProjectStageDetected', data: { conversationId, userId, questionId, stage } }];
}

/**
 * One link per conversation: sharing it again keeps the link already given out (people may hold
 * it), so it appends nothing and the caller reads the token from the state.
 */
function shareConversation(command: ShareConversation, state: ActiveConversation): ConversationShared[] {
  if (state.shareToken !== null) return [];
  const { conversationId, userId } = state;
  return [{ type: 'ConversationShared', data: { conversationId, userId, token: command.data.token } }];
}

/** Revoking a conversation that is not shared (any more) has nothing to record: the link is dead. */
function revokeShare(
  _command: RevokeConversationShare,
  state: ActiveConversation,
): ConversationShareRevoked[] {
  if (state.shareToken === null) return [];
  const { conversationId, userId, shareToken: token } = state;
  return [{ type: 'ConversationShareRevoked', data: { conversationId, userId, token } }];
}

/** Only its owner may share a conversation; to anyone else it does not exist. */
function requireOwned(state: ConversationState, userId: string): ActiveConversation {
  const active = requireActive(state);
  if (active.userId !== userId) throw ConversationNotFoundError();
  return active;
}

function requireActive(state: ConversationState): ActiveConversation {
  if (state.status !== 'active') throw ConversationNotFoundError();
  return state;
}

function requireQuestion(state: ActiveConversation, questionId: string): QuestionStatus {
  const question = state.questions.get(questionId);
  if (!question) throw QuestionNotFoundError();
  return question;
}

function askedWith(state: ActiveConversation, questionId: string): string | null {
  return state.questions.get(questionId)?.requestHash ?? null;
}

function withQuestion(
  state: ActiveConversation,
  questionId: string,
  question: QuestionStatus,
): ActiveConversation {
  return { ...state, questions: new Map(state.questions).set(questionId, question) };
}
