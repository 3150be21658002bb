import { MAX_QUESTION_LENGTH } from '@buildmentor/contracts';
import { domainError, invalidField } from '../shared/domain-error';
import { formatThousands } from '../shared/text';

export const QuestionEmptyError = domainError(
  'CONVERSATION.QUESTION_EMPTY',
  'validation',
  'Please enter a question.',
  { field: 'question' },
);

export const QuestionTooLongError = domainError(
  'CONVERSATION.QUESTION_TOO_LONG',
  'validation',
  `Your question is too long. Please keep it to ${formatThousands(MAX_QUESTION_LENGTH)} characters or fewer.`,
  { field: 'question' },
);

/**
 * Also used when the conversation belongs to someone else: answering "not found" rather than
 * "forbidden" does not reveal that another user's conversation id exists.
 */
export const ConversationNotFoundError = domainError(
  'CONVERSATION.NOT_FOUND',
  'not_found',
  'Could not load conversation. Please try again.',
);

export const QuestionNotFoundError = domainError(
  'CONVERSATION.QUESTION_NOT_FOUND',
  'not_found',
  'This question was not found in the conversation.',
);

export const QuestionAlreadyResolvedError = domainError(
  'CONVERSATION.QUESTION_ALREADY_RESOLVED',
  'conflict',
  'This question has already been answered.',
);

/** Regenerate: the conversation has moved on since the screen showed that answer as the last one. */
export const NotLastQuestionError = domainError(
  'CONVERSATION.NOT_LAST_QUESTION',
  'conflict',
  'Only the latest answer can be regenerated.',
);

/** Regenerate: the answer is still being written (or a regeneration of it is). */
export const AnswerPendingError = domainError(
  'CONVERSATION.ANSWER_PENDING',
  'conflict',
  'Please wait for the current answer to finish before regenerating it.',
);

/** Failure reasons and stages are written by our own code, but an empty one would be a useless fact. */
export const MissingTextError = domainError(
  'CONVERSATION.TEXT_REQUIRED',
  'validation',
  (path: 'reason' | 'stage') => invalidField(path, `A ${path} is required.`),
);
