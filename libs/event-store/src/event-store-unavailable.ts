import { isConnectionError } from '@buildmentor/postgres';
import { isEsdbConnectionError } from './eventstoredb/eventstoredb-errors';

/**
 * Whether an error from the event store means its server is away for now, whichever adapter runs
 * (PostgreSQL's connection errors, EventStoreDB's unavailable/deadline/not-leader). Whether such
 * an append committed is unknown; retrying it with the same event ids is safe. The API answers
 * these with 503 and Retry-After instead of 500.
 */
export function isEventStoreUnavailable(error: unknown): boolean {
  return isConnectionError(error) || isEsdbConnectionError(error);
}
