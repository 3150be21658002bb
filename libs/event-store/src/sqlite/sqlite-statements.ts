import type Database from 'better-sqlite3';
import { type EventMetadata } from '@buildmentor/contracts';
import { type RecordedEvent } from '../event-store.port';

/** A row of `events` as a raw array, in COLUMNS order. */
type EventRow = [
  position: number,
  eventId: string,
  streamId: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
  recordedAt: string,
];

export interface StoredId {
  position: number;
  stream_id: string;
  revision: number;
}

export interface SqliteStatements {
  selectRevision: Database.Statement<[string], number | null>;
  insertEvent: Database.Statement<[string, string, number, string, string, string, string]>;
  selectById: Database.Statement<[string], StoredId>;
  readForwards: Database.Statement<[string, number, number], EventRow>;
  readBackwards: Database.Statement<[string, number, number], EventRow>;
  readAfter: Database.Statement<[number, number], EventRow>;
  selectHead: Database.Statement<[], number>;
  selectMetadata: Database.Statement<[string], string | null>;
  upsertMetadata: Database.Statement<[string, string]>;
}

const COLUMNS = 'position, event_id, stream_id, revision, type, data, metadata, recorded_at';

/**
 * Every statement the adapter runs, prepared once per connection: preparing costs more than
 * running a one-row query. Event reads return raw rows (arrays), which skips building an
 * intermediate object per row on the replay path. LIMIT -1 means no limit in SQLite.
 */
export function prepareStatements(db: Database.Database): SqliteStatements {
  return {
    selectRevision: db
      .prepare<[string], number | null>('SELECT MAX(revision) FROM events WHERE stream_id = ?')
      .pluck(),
    insertEvent: db.prepare<[string, string, number, string, string, string, string]>(
      'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    selectById: db.prepare<[string], StoredId>(
      'SELECT position, stream_id, revision FROM events WHERE event_id = ?',
    ),
    readForwards: db
      .prepare<[string, number, number], EventRow>(
        `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
      )
      .raw(),
    readBackwards: db
      .prepare<[string, number, number], EventRow>(
        `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
      )
      .raw(),
    readAfter: db
      .prepare<[number, number], EventRow>(
        `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      )
      .raw(),
    selectHead: db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck(),
    selectMetadata: db
      .prepare<[string], string | null>('SELECT metadata FROM streams WHERE stream_id = ?')
      .pluck(),
    upsertMetadata: db.prepare<[string, string]>(
      'INSERT INTO streams (stream_id, metadata) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET metadata = excluded.metadata',
    ),
  };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row[1],
    streamId: row[2],
    revision: row[3],
    position: row[0],
    type: row[4],
    data: JSON.parse(row[5]) as unknown,
    metadata: JSON.parse(row[6]) as EventMetadata,
    recordedAt: row[7],
  };
}
