import { type EventMetadata } from '@buildmentor/contracts';
import { dataJsonOf, type StoredEvent } from '../append-rules';
import { type EventToAppend, type ExpectedRevision, type RecordedEvent } from '../event-store.port';
import { APPEND_LOCK, APPENDED_CHANNEL } from './postgres-schema';

/**
 * Every statement the adapter runs, by name: node-postgres prepares a named statement once per
 * connection and afterwards sends only Bind/Execute, so the server skips parsing and planning.
 * Event reads come back as arrays (`rowMode: 'array'`), which skips building an object per row on
 * the replay path. `LIMIT NULL` means no limit in PostgreSQL.
 */
const COLUMNS = 'position, event_id, stream_id, revision, type, data, metadata, recorded_at';

export const SQL = {
  /** See "A lone single-event append" in postgres-schema.ts; the types of $5 and $6 are json. */
  appendAlone: {
    name: 'event-store.append-alone',
    text: `INSERT INTO event_store_events (position, event_id, stream_id, revision, type, data, metadata, recorded_at)
SELECT head.position + 1, $3, $1, head.revision + 1, $4, $5, $6, clock_timestamp()
  FROM (SELECT pg_try_advisory_xact_lock(${APPEND_LOCK}) AS locked) AS try_lock,
       LATERAL (SELECT (SELECT COALESCE(max(e.position), 0) FROM event_store_events e) AS position,
                       (SELECT COALESCE(max(e.revision), -1) FROM event_store_events e WHERE e.stream_id = $1) AS revision
                 WHERE try_lock.locked OFFSET 0) AS head
 WHERE $2::bigint IS NULL OR $2::bigint = head.revision OR ($2::bigint = -2 AND head.revision >= 0)
RETURNING position, revision, pg_notify('${APPENDED_CHANNEL}', position::text)`,
  },
  appendBatch: {
    name: 'event-store.append-batch',
    text: 'SELECT revisions, positions, stored FROM event_store_append_batch($1, $2, $3, $4, $5, $6, $7, $8)',
  },
  selectRevision: {
    name: 'event-store.revision',
    text: 'SELECT max(revision) AS revision FROM event_store_events WHERE stream_id = $1',
  },
  readForwards: {
    name: 'event-store.read-forwards',
    text: `SELECT ${COLUMNS} FROM event_store_events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision LIMIT $3`,
    rowMode: 'array',
  },
  readBackwards: {
    name: 'event-store.read-backwards',
    text: `SELECT ${COLUMNS} FROM event_store_events WHERE stream_id = $1 AND revision <= $2 ORDER BY revision DESC LIMIT $3`,
    rowMode: 'array',
  },
  readAfter: {
    name: 'event-store.read-after',
    text: `SELECT ${COLUMNS} FROM event_store_events WHERE position > $1 ORDER BY position LIMIT $2`,
    rowMode: 'array',
  },
  selectHead: {
    name: 'event-store.head',
    text: 'SELECT COALESCE(max(position), 0) AS head FROM event_store_events',
  },
  selectMetadata: {
    name: 'event-store.metadata',
    text: 'SELECT metadata FROM event_store_streams WHERE stream_id = $1',
  },
  upsertMetadata: {
    name: 'event-store.set-metadata',
    text: 'INSERT INTO event_store_streams (stream_id, metadata) VALUES ($1, $2) ON CONFLICT (stream_id) DO UPDATE SET metadata = excluded.metadata',
  },
} as const;

/** What event_store_append_batch returns, one entry per append (bigint arrives as a string). */
export interface AppendBatchRow {
  revisions: string[];
  positions: (string | null)[];
  /** Per append, where its ids are already stored, when they were looked up and found. */
  stored: ((StoredEvent & { id: string })[] | null)[] | null;
}

/** What SQL.appendAlone returns when it wrote the event (no row when it did not). */
export interface AppendAloneRow {
  position: string;
  revision: string;
}

/** The function's encoding of an expected revision: see event_store_append_batch in postgres-schema.ts. */
export function encodeExpected(expected: ExpectedRevision): number | null {
  if (typeof expected === 'number') return expected;
  if (expected === 'no_stream') return -1;
  if (expected === 'stream_exists') return -2;
  return null;
}

/** One append of a batch, its bodies already serialised (see serialiseAppend). */
export interface SerialisedAppend {
  streamId: string;
  expected: number | null;
  ids: string[];
  types: string[];
  /** JSON of each event's data, and of its metadata. */
  data: string[];
  metadata: string[];
  /** Length of those JSON texts: what a batch is bounded by. */
  bytes: number;
}

/**
 * Serialises an append's events when it is made, so a body JSON cannot encode (a BigInt, a cycle)
 * fails that append alone rather than the batch it would have joined. An undefined body is stored
 * as null, as JSON.stringify writes it inside an array.
 */
export function serialiseAppend(
  streamId: string,
  events: EventToAppend[],
  expected: ExpectedRevision,
): SerialisedAppend {
  const append: SerialisedAppend = {
    streamId,
    expected: encodeExpected(expected),
    ids: [],
    types: [],
    data: [],
    metadata: [],
    bytes: 0,
  };
  for (const event of events) {
    const data = dataJsonOf(event);
    const metadata = (JSON.stringify(event.metadata) as string | undefined) ?? 'null';
    append.ids.push(event.id);
    append.types.push(event.type);
    append.data.push(data);
    append.metadata.push(metadata);
    append.bytes += data.length + metadata.length;
  }
  return append;
}

/**
 * The batch's parameters (see event_store_append_batch). Bodies travel as one JSON array each
 * rather than as a text[] of JSON strings, which would escape every quote of every body again.
 */
export function appendBatchValues(appends: readonly SerialisedAppend[], checkIds: boolean): unknown[] {
  const streams: string[] = [];
  const expected: (number | null)[] = [];
  const starts: number[] = [];
  const ids: string[] = [];
  const types: string[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  for (const append of appends) {
    streams.push(append.streamId);
    expected.push(append.expected);
    starts.push(ids.length + 1);
    for (let i = 0; i < append.ids.length; i++) {
      ids.push(append.ids[i]!);
      types.push(append.types[i]!);
      data.push(append.data[i]!);
      metadata.push(append.metadata[i]!);
    }
  }
  return [streams, expected, starts, ids, types, `[${data.join(',')}]`, `[${metadata.join(',')}]`, checkIds];
}

/** A row of event_store_events in COLUMNS order; node-postgres has already parsed the json. */
export type EventRow = [
  position: string,
  eventId: string,
  streamId: string,
  revision: string,
  type: string,
  data: unknown,
  metadata: EventMetadata,
  recordedAt: Date,
];

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row[1],
    streamId: row[2],
    revision: Number(row[3]),
    position: Number(row[0]),
    type: row[4],
    data: row[5],
    metadata: row[6],
    recordedAt: row[7].toISOString(),
  };
}

/** SQL.appendAlone's parameters, for an append of one event. */
export function appendAloneValues(append: SerialisedAppend): unknown[] {
  return [
    append.streamId,
    append.expected,
    append.ids[0],
    append.types[0],
    append.data[0],
    append.metadata[0],
  ];
}
