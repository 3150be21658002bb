import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type CurrentRevision,
  type EventData,
  jsonEvent,
  type JSONType,
  NO_STREAM,
  type Position,
  type ResolvedEvent,
  STREAM_EXISTS,
} from '@eventstore/db-client';
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

export function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (typeof expected === 'number') return BigInt(expected);
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return ANY;
}

export function fromCurrentRevision(current: CurrentRevision): number | null {
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

/** System events ($metadata, $>, $statsCollected, …) are ESDB's own, never part of our log. */
export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}

/** Our RecordedEvent, or null for what our log does not contain (system events, dangling links). */
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
 * $all reads and subscriptions always carry the log position. Stream reads carry it only on
 * servers that report it (older ones send nothing or 2^64-1); such events get 0, "unknown".
 */
function knownPosition(position: Position | undefined): number {
  if (!position || position.commit <= 0n || position.commit > MAX_SAFE) return 0;
  return toGlobalPosition(position);
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
