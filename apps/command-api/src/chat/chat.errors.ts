import { CHAT_FAILURE_MESSAGE } from '@buildmentor/contracts';
import { domainError } from '@buildmentor/domain';

/**
 * The answerer failed (or the question was failed meanwhile): 502 with the spec's chat failure
 * text. The failure is recorded and logged where it happens, so the filter does not log it again.
 */
export const AnswerFailedError = domainError('ANSWER.FAILED', 'bad_gateway', CHAT_FAILURE_MESSAGE);
