import { type EventMetadata } from '@buildmentor/contracts';
import { type StoredEvent } from '../append-rules';
import { type ExpectedRevision, type RecordedEvent } from '../event-store.port';

/**
 * Every statement the adapter runs, by name: node-postgres prepares a named statement once per
 * connection and afterwards sends only Bind/Execute, so the server skips parsing and planning.
 * Event reads come back as arrays (`rowMode: 'array'`), which skips building an object per row on
 * the replay path. `LIMIT NULL` means no limit in PostgreSQL.
 */
const COLUMNS = 'position, event_id, stream_id, revision, type, data, metadata, recorded_at';

export const SQL = {
  append: {
    name: 'event-store.append',
    text: 'SELECT appended, current_revision, last_position, stored FROM event_store_append($1, $2, $3, $4, $5, $6)',
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

/** What event_store_append returns (bigint columns arrive as strings). */
export interface AppendRow {
  appended: boolean;
  current_revision: string;
  last_position: string | null;
  /** Where the append's ids are already stored, when any is. */
  stored: (StoredEvent & { id: string })[] | null;
}

/** The function's encoding of an expected revision: see event_store_append in postgres-schema.ts. */
export function encodeExpected(expected: ExpectedRevision): number | null {
  if (typeof expected === 'number') return expected;
  if (expected === 'no_stream') return -1;
  if (expected === 'stream_exists') return -2;
  return null;
}

/**
 * The append's parameters. Bodies travel as one JSON array each rather than as a text[] of JSON
 * strings, which would escape every quote of every body a second time. An undefined `data` is
 * stored as null, as JSON.stringify writes it inside an array.
 */
export function appendValues(
  streamId: string,
  events: { id: string; type: string; data: unknown; metadata: EventMetadata }[],
  expected: ExpectedRevision,
): unknown[] {
  return [
    streamId,
    encodeExpected(expected),
    events.map((e) => e.id),
    events.map((e) => e.type),
    JSON.stringify(events.map((e) => e.data)),
    JSON.stringify(events.map((e) => e.metadata)),
  ];
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
