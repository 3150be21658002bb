import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Opens (and if needed creates) the event store file.
 *
 * Durability: WAL with `synchronous=NORMAL`. A commit is atomic and survives a crash of the
 * process at any instant; only an OS crash or power loss can lose the last few commits (those not
 * yet checkpointed into the fsynced WAL), and the file is never corrupted. That is the usual
 * trade for an embedded single-node store: `FULL` would fsync on every append and cost an order of
 * magnitude in append latency.
 *
 * Concurrency: several processes may open the same file (command API and projector). WAL lets
 * readers run beside the one writer; `busy_timeout` makes a writer wait for the lock instead of
 * failing; writers take the lock up front with `BEGIN IMMEDIATE` (see the adapter), so two
 * appends never both read a revision and then fail to upgrade.
 */
export function openEventStoreDatabase(filename: string): Database.Database {
  // A fresh data folder (first `npm start`) is created rather than treated as an error.
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const db = new Database(filename);
  // busy_timeout first: switching to WAL and creating the schema both need the lock, and another
  // process may be opening the same file right now.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.transaction(() => db.exec(SCHEMA)).immediate();
  return db;
}

/**
 * `position` is AUTOINCREMENT: never reused, starts at 1. Writers are serialised by the write
 * lock, so positions are handed out in commit order and a reader's snapshot is always a prefix of
 * the log: no gap can appear behind a reader that polls `position > last`.
 *
 * A stream's revision is `MAX(revision)` of its events: one seek in the (stream_id, revision)
 * index, which every append writes anyway. `streams` holds stream metadata only; its `revision`
 * column is no longer written (files made before kept it up to date at the cost of one more
 * B-tree write per append, about 7% of an append) and is read by nothing.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id    TEXT    NOT NULL UNIQUE,
  stream_id   TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at TEXT    NOT NULL,
  UNIQUE (stream_id, revision)
);
CREATE TABLE IF NOT EXISTS streams (
  stream_id TEXT PRIMARY KEY,
  revision  INTEGER,
  metadata  TEXT
) WITHOUT ROWID;
`;
