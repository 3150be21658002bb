import { domainError } from '../shared/domain-error';

/** One rebuild at a time (the projector runs only one): a second request is refused for a clear answer. */
export const ReplayAlreadyRunningError = domainError(
  'REPLAY.ALREADY_RUNNING',
  'conflict',
  'A replay is already running; wait for it to finish.',
);
