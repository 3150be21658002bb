import { CHAT_FAILURE_MESSAGE } from '@buildmentor/contracts';
import { domainError } from '@buildmentor/domain';

/**
 * The answerer failed (or the question was failed meanwhile): 502 with the spec's chat failure
 * text. The failure is recorded and logged where it happens, so the filter does not log it again.
 */
export const AnswerFailedError = domainError('ANSWER.FAILED', 'bad_gateway', CHAT_FAILURE_MESSAGE);

/**
 * A read-only link that does not exist or was revoked: one answer for both, so a revoked link
 * says no more about the conversation than a made-up one.
 */
export const SharedConversationNotFoundError = domainError(
  'SHARE.NOT_FOUND',
  'not_found',
  'This shared conversation does not exist or is no longer shared.',
);

/**
 * The asker stopped this answer (the Stop button, or the client went away before it was sent):
 * a retried ask or a resumed stream of that question hears this rather than a new attempt.
 */
export const AnswerStoppedError = domainError(
  'ANSWER.STOPPED',
  'conflict',
  'This answer was stopped before it finished. Ask again to get a full answer.',
);

/**
 * The Starter plan has no chat history (spec section 9): its past conversations are neither listed
 * nor searched, though they are kept and come back with a plan that has history.
 */
export const ChatHistoryNotInPlanError = domainError(
  'CHAT.HISTORY_NOT_IN_PLAN',
  'forbidden',
  'Chat history is not included in the Starter plan. Upgrade to Pro to see and search past conversations.',
);
