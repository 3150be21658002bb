import { IdempotencyConflictError } from './event-store.errors';
import { type AppendResult, type EventToAppend, type ExpectedRevision } from './event-store.port';

/**
 * Rejects appends that are programming errors, the same way in every adapter.
 *
 * An empty append is an error rather than a no-op: a handler whose decision produced no events
 * has nothing to write and no position to report, and should say so itself instead of relying on
 * a store round trip. Duplicate ids inside one append can never be an exact repeat of anything.
 */
export function assertAppendable(events: EventToAppend[], expected: ExpectedRevision): void {
  if (events.length === 0) throw new RangeError('append needs at least one event');
  if (typeof expected === 'number' && !(Number.isSafeInteger(expected) && expected >= 0)) {
    throw new RangeError(`expected revision must be a non-negative integer, got ${expected}`);
  }
  if (typeof expected === 'object' && !(typeof expected.any === 'string' && expected.any.trim() !== '')) {
    throw new RangeError('expected revision { any } needs a reason');
  }
  if (events.length > 1 && new Set(events.map((e) => e.id)).size !== events.length) {
    throw new RangeError('append has the same event id twice');
  }
}

/** Whether a stream at `current` (null: absent) satisfies `expected`. */
export function matchesExpected(expected: ExpectedRevision, current: number | null): boolean {
  if (typeof expected === 'number') return current === expected;
  if (expected === 'no_stream') return current === null;
  if (expected === 'stream_exists') return current !== null;
  return true;
}

/** Where an event id of an append is already stored. */
export interface StoredEvent {
  streamId: string;
  revision: number;
  position: number;
}

/**
 * Classifies an append some of whose ids may already be stored (`stored[i]` for `events[i]`,
 * undefined when not stored). The original result when it is an exact repeat of an earlier append
 * (all ids stored, consecutively, in this stream, from where `expected` says the append started);
 * null when none of the ids is stored; IdempotencyConflictError when only some are, or elsewhere.
 */
export function resolveRepeat(
  streamId: string,
  events: EventToAppend[],
  expected: ExpectedRevision,
  stored: (StoredEvent | undefined)[],
): AppendResult | null {
  if (stored.every((s) => s === undefined)) return null;
  const start =
    typeof expected === 'number' ? expected + 1 : expected === 'no_stream' ? 0 : (stored[0]?.revision ?? 0);
  const exact = stored.every(
    (s, i) => s !== undefined && s.streamId === streamId && s.revision === start + i,
  );
  const last = stored[stored.length - 1];
  if (!exact || !last) {
    throw new IdempotencyConflictError(
      streamId,
      events.filter((_, i) => stored[i] !== undefined).map((e) => e.id),
    );
  }
  return { nextRevision: last.revision, position: last.position };
}

/** The event's data as JSON text: the caller's serialisation when it passed one (see `dataJson`). */
export function dataJsonOf(event: EventToAppend): string {
  return event.dataJson ?? (JSON.stringify(event.data) as string | undefined) ?? 'null';
}
