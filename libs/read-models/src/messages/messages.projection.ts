import { type AnswerGeneratorKind, type AnswerResponse, type V2Answer } from '@buildmentor/contracts';
import { eventTypes, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * An answer as `messages` stores it: the V2 answer without its text (`response.technical`), which
 * is the message's `content`. The text is kept once; `v2AnswerOf` (messages.queries) puts it back.
 */
export type StoredAnswer = Omit<V2Answer, 'response'> & { response: Omit<AnswerResponse, 'technical'> };

/**
 * `messages`: one document per chat message, kept apart from the conversation summary so a long
 * conversation never rewrites one ever-growing document. The question is `<questionId>`, its reply
 * `<questionId>:answer`; `seq` (the event's log position) orders them and pages them. A regenerated
 * question and its answer are removed (see `replacedBy`).
 */
export interface MessageDoc extends ReadModelDoc {
  conversation_id: string;
  user_id: string;
  question_id: string;
  role: 'user' | 'assistant';
  status: 'asked' | 'answered' | 'failed' | 'stopped';
  /**
   * The message's text, whatever its role: the question, the answer's technical text, the text
   * delivered before the asker stopped it, or '' (failed).
   */
  content: string;
  timestamp: string;
  seq: number;
  enhanced: boolean;
  answer: StoredAnswer | null;
  /** The answerer that wrote an answer (AnswerGenerated.generator); null for questions and failures. */
  generator: AnswerGeneratorKind | null;
  failure_reason: string | null;
}

export const MESSAGES = readModel<MessageDoc>('messages');

export const answerMessageId = (questionId: string) => `${questionId}:answer`;

/**
 * A regeneration replaces the question it asks again: the old question and its answer leave the
 * conversation, and the new question, at the end (where the old one was, as the last), is shown
 * once with the new answer. The log keeps the old answer.
 */
const replacedBy = (event: AnyProjectedEvent): string[] =>
  event.type === 'QuestionAsked' && event.data.regenerates
    ? [event.data.regenerates, answerMessageId(event.data.regenerates)]
    : [];

/** `id` is the message's id from documentIds: the question id, or its answer's id. */
function evolveMessage(doc: MessageDoc | null, event: AnyProjectedEvent, id: string): MessageDoc | null {
  if (
    event.type !== 'QuestionAsked' &&
    event.type !== 'AnswerGenerated' &&
    event.type !== 'AnswerFailed' &&
    event.type !== 'AnswerStopped'
  )
    return doc;
  if (event.type === 'QuestionAsked' && id !== event.data.questionId) return null;
  const base = {
    _id: id,
    _position: 0,
    conversation_id: event.data.conversationId,
    user_id: event.data.userId,
    question_id: event.data.questionId,
    timestamp: event.metadata.at,
    seq: event.position,
    answer: null,
    generator: null,
    failure_reason: null,
  };
  switch (event.type) {
    case 'QuestionAsked':
      return {
        ...base,
        role: 'user',
        status: 'asked',
        content: event.data.question,
        enhanced: event.data.enhanced,
      };
    case 'AnswerGenerated': {
      const { technical, ...response } = event.data.answer.response;
      return {
        ...base,
        role: 'assistant',
        status: 'answered',
        content: technical,
        enhanced: doc?.enhanced ?? false,
        // Spread then override: `response` keeps its place, so the rebuilt answer reads as recorded.
        answer: { ...event.data.answer, response },
        generator: event.data.generator,
      };
    }
    case 'AnswerFailed':
      return {
        ...base,
        role: 'assistant',
        status: 'failed',
        content: '',
        enhanced: false,
        failure_reason: event.data.reason,
      };
    case 'AnswerStopped':
      // What arrived before the stop is what the asker saw: history shows it, marked stopped.
      return {
        ...base,
        role: 'assistant',
        status: 'stopped',
        content: event.data.partialText,
        enhanced: false,
        generator: event.data.generator,
      };
  }
}

export const messagesProjection: Projection<MessageDoc> = {
  readModel: MESSAGES,
  handles: eventTypes('QuestionAsked', 'AnswerGenerated', 'AnswerFailed', 'AnswerStopped'),
  documentIds: (event) => {
    if (event.type === 'QuestionAsked') return [event.data.questionId, ...replacedBy(event)];
    if (event.type === 'AnswerGenerated' || event.type === 'AnswerFailed' || event.type === 'AnswerStopped')
      return [answerMessageId(event.data.questionId)];
    return [];
  },
  evolve: evolveMessage,
  indexes: [{ keys: { conversation_id: 1, seq: 1 } }, { keys: { user_id: 1, seq: -1 } }],
  // Conversation search looks for the user's words here rather than scanning every message.
  textIndex: ['content'],
};
