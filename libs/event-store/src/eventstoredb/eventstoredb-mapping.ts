import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type CurrentStreamState,
  type EventData,
  excludeSystemEvents,
  jsonEvent,
  type JSONType,
  NO_STREAM,
  type Position,
  type RegexFilter,
  type ResolvedEvent,
  STREAM_EXISTS,
} from '@kurrent/kurrentdb-client';
import { type EventMetadata } from '@buildmentor/contracts';
import { type EventToAppend, type ExpectedRevision, type RecordedEvent } from '../event-store.port';

/**
 * Our global position is the event's commit position in the ESDB transaction log, as a number.
 * Exact while the log is below 2^53 bytes (9 PB), i.e. always in practice. Appends through the
 * gRPC API are implicit transactions: each event's commit and prepare positions are equal and
 * strictly increase along $all, so the number alone is enough to resume from.
 */
export function toGlobalPosition(position: Position): number {
  return Number(position.commit);
}

/** The ESDB read position of one of our positions (commit = prepare, see toGlobalPosition). */
export function toEsdbPosition(position: number): Position {
  const value = BigInt(position);
  return { commit: value, prepare: value };
}

export function toEsdbExpected(expected: ExpectedRevision): AppendStreamState {
  if (typeof expected === 'number') return BigInt(expected);
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return ANY;
}

export function fromCurrentRevision(current: CurrentStreamState): number | null {
  return current === NO_STREAM || current < 0n ? null : Number(current);
}

/** Our events are JSON; our metadata (actor, correlation, causation, time) is the ESDB metadata. */
export function toEventData(event: EventToAppend): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: event.metadata,
  });
}

/**
 * The server-side $all filter every read and subscription of ours uses: event types not starting
 * with `$` (ESDB's own: `$metadata`, `$>` links, `$statsCollected`, ...), the client's regex
 * `^[^$].*`. The server skips them, so a page of `maxCount` is `maxCount` of ours and nothing
 * travels that we would drop.
 *
 * No `checkpointReached`: checkpoints let a consumer that resumes a filtered *subscription* from
 * its own position skip what the filter threw away. Nothing here resumes a subscription: reads
 * start from the last delivered event (readAll takes no checkpoints), and the live signal starts
 * at the end each time (see eventstoredb-live-signal.ts).
 */
export function ourEvents(): RegexFilter {
  return excludeSystemEvents();
}

/** System events are ESDB's own, never part of our log. */
export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}

/**
 * Our RecordedEvent, or null for what our log does not contain: a dangling link, or a system
 * event. $all reads never return the latter (ourEvents() filters on the server); the check guards
 * stream reads, which take no filter.
 */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || isSystemEventType(event.type)) return null;
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: knownPosition(event.position),
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
    recordedAt: event.created.toISOString(),
  };
}

/**
 * $all reads always carry the log position. Stream reads carry it only on servers that report it
 * (older ones send nothing or 2^64-1); such events get 0, "unknown".
 */
function knownPosition(position: Position | undefined): number {
  if (!position || position.commit <= 0n || position.commit > MAX_SAFE) return 0;
  return toGlobalPosition(position);
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export { isEsdbConnectionError } from './eventstoredb-errors';
