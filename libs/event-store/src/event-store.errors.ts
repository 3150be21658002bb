import { type ExpectedRevision } from './event-store.port';

/** The stream was not at the revision the caller expected. Callers reload, decide again, retry. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'EVENT_STORE.WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** Current revision, or null when the stream does not exist. */
    readonly actual: number | null,
  ) {
    super(
      `Stream ${streamId}: expected revision ${JSON.stringify(expected)}, actual ${actual ?? 'no stream'}`,
    );
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * Some of the appended event ids are already stored, but not as an exact repeat of this append
 * (same ids, same order, same place in the stream). An exact repeat succeeds and writes nothing.
 */
export class IdempotencyConflictError extends Error {
  readonly code = 'EVENT_STORE.IDEMPOTENCY_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly eventIds: string[],
  ) {
    super(`Stream ${streamId}: events ${eventIds.join(', ')} were already appended elsewhere or in part`);
    this.name = 'IdempotencyConflictError';
  }
}
