import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `pending_questions`: questions paid for or asked and not yet answered, failed or stopped, one document
 * per question id. The API's recovery reads it to fail and refund questions a crash left without
 * an answer (a process manager driven by these events). A reservation alone creates one too: a
 * crash can land between the quota append and the conversation append, and that question must be
 * refunded as well. A resolved question is removed, so the collection stays as small as the
 * number of answers in flight.
 */
export interface PendingQuestionDoc extends ReadModelDoc {
  user_id: string;
  /** The conversation it went to; null for a reservation recorded before reservations said so. */
  conversation_id: string | null;
  /** When it was first paid for or asked (the event's `at`): the answer timeout runs from here. */
  since: string;
  /** QuestionAsked is recorded: the conversation shows it waiting for an answer. */
  asked: boolean;
  /** A reservation paid for it (unlimited askers reserve nothing): a refund is owed if it fails. */
  reserved: boolean;
}

export const PENDING_QUESTIONS = readModel<PendingQuestionDoc>('pending_questions');

function pending(doc: PendingQuestionDoc | null, event: AnyProjectedEvent, id: string): PendingQuestionDoc {
  return (
    doc ?? {
      _id: id,
      _position: 0,
      user_id: '',
      conversation_id: null,
      since: event.metadata.at,
      asked: false,
      reserved: false,
    }
  );
}

function evolvePendingQuestion(
  doc: PendingQuestionDoc | null,
  event: AnyProjectedEvent,
  id: string,
): PendingQuestionDoc | null {
  switch (event.type) {
    case 'TrialDecremented':
    case 'DailyQuestionUsed':
    case 'BoosterUsed': {
      const current = pending(doc, event, id);
      return {
        ...current,
        user_id: event.data.userId,
        conversation_id: current.conversation_id ?? event.data.conversationId ?? null,
        reserved: true,
      };
    }
    case 'QuestionAsked':
      return {
        ...pending(doc, event, id),
        user_id: event.data.userId,
        conversation_id: event.data.conversationId,
        asked: true,
      };
    case 'AnswerGenerated':
    case 'AnswerFailed':
    case 'AnswerStopped':
      return null;
    case 'QuotaRefunded':
      // A refund settles a reservation that never became a question; an asked question still
      // waits for its AnswerFailed (which the recovery records before it refunds).
      return doc && !doc.asked ? null : doc;
    default:
      return doc;
  }
}

export const pendingQuestionsProjection: Projection<PendingQuestionDoc> = {
  readModel: PENDING_QUESTIONS,
  ...oneDocumentPerEvent(
    [
      'TrialDecremented',
      'DailyQuestionUsed',
      'BoosterUsed',
      'QuestionAsked',
      'AnswerGenerated',
      'AnswerFailed',
      'AnswerStopped',
      'QuotaRefunded',
    ],
    'questionId',
  ),
  evolve: evolvePendingQuestion,
  indexes: [{ keys: { since: 1 } }],
};
