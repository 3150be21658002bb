import { domainError } from '@buildmentor/domain';

/** Every retry of a command lost the race for its stream (DeciderRunner): the user tries again later. */
export const RetriesExhaustedError = domainError(
  'CONCURRENCY.RETRIES_EXHAUSTED',
  'conflict',
  'The system is busy with your other requests. Please try again.',
);
