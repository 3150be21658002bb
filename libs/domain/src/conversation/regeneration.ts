import type { ActiveConversation } from './conversation.decider';
import { AnswerPendingError, NotLastQuestionError, QuestionNotFoundError } from './conversation.errors';

/**
 * Regenerate ("ask the last question again") is allowed only for the conversation's latest
 * question, and only once its answer has arrived or failed: an earlier answer has later turns
 * built on it, and a pending one is still being paid for and written.
 */
export function assertMayRegenerate(state: ActiveConversation, questionId: string): void {
  const question = state.questions.get(questionId);
  if (!question) throw QuestionNotFoundError();
  if (state.lastQuestion?.questionId !== questionId) throw NotLastQuestionError();
  if (question.status === 'asked') throw AnswerPendingError();
}

/**
 * What Regenerate on `questionId` asks again: the latest question's text and mode. A retried
 * regeneration names the question it regenerated, which is then no longer the latest: the
 * regeneration that replaced it asks the same text, and the ask recognises the retry by its key.
 */
export function questionToAskAgain(
  state: ActiveConversation,
  questionId: string,
): { question: string; enhanced: boolean } {
  const last = state.lastQuestion;
  if (last && (last.questionId === questionId || last.regenerates === questionId))
    return { question: last.question, enhanced: last.enhanced };
  if (!state.questions.has(questionId)) throw QuestionNotFoundError();
  throw NotLastQuestionError();
}
