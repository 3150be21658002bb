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

/** Failure reasons and stages are written by our own code, but an empty one would be a useless fact. */
export const MissingTextError = domainError(
  'CONVERSATION.TEXT_REQUIRED',
  'validation',
  (path: 'reason' | 'stage') => invalidField(path, `A ${path} is required.`),
);
