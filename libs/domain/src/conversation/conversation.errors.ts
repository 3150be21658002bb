import { MAX_QUESTION_LENGTH } from '@buildmentor/contracts';
import { DomainError } from '../shared/domain-error';
import { formatThousands } from '../shared/text';

export class QuestionEmptyError extends DomainError {
  static readonly code = 'CONVERSATION.QUESTION_EMPTY';
  constructor() {
    super(QuestionEmptyError.code, 'validation', 'Please enter a question.', [
      { path: 'question', message: 'Please enter a question.' },
    ]);
  }
}

export class QuestionTooLongError extends DomainError {
  static readonly code = 'CONVERSATION.QUESTION_TOO_LONG';
  static readonly text = `Your question is too long. Please keep it to ${formatThousands(MAX_QUESTION_LENGTH)} characters or fewer.`;
  constructor() {
    super(QuestionTooLongError.code, 'validation', QuestionTooLongError.text, [
      { path: 'question', message: QuestionTooLongError.text },
    ]);
  }
}

/**
 * Also used when the conversation belongs to someone else: answering "not found" rather than
 * "forbidden" does not reveal that another user's conversation id exists.
 */
export class ConversationNotFoundError extends DomainError {
  static readonly code = 'CONVERSATION.NOT_FOUND';
  constructor() {
    super(ConversationNotFoundError.code, 'not_found', 'Could not load conversation. Please try again.');
  }
}

export class QuestionNotFoundError extends DomainError {
  static readonly code = 'CONVERSATION.QUESTION_NOT_FOUND';
  constructor() {
    super(QuestionNotFoundError.code, 'not_found', 'This question was not found in the conversation.');
  }
}

export class QuestionAlreadyResolvedError extends DomainError {
  static readonly code = 'CONVERSATION.QUESTION_ALREADY_RESOLVED';
  constructor() {
    super(QuestionAlreadyResolvedError.code, 'conflict', 'This question has already been answered.');
  }
}

/** Failure reasons and stages are written by our own code, but an empty one would be a useless fact. */
export class MissingTextError extends DomainError {
  static readonly code = 'CONVERSATION.TEXT_REQUIRED';
  constructor(path: 'reason' | 'stage') {
    super(MissingTextError.code, 'validation', `A ${path} is required.`, [
      { path, message: `A ${path} is required.` },
    ]);
  }
}
