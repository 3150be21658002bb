import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * The ceiling: plain better-sqlite3 single-row inserts, one transaction each, with the same
 * durability settings and a table shaped like the event store's. Nothing our code does can write
 * single events faster than this, so the other figures are reported as a ratio to it.
 */
export function rawInsertRate(directory: string, rows: number): number {
  const db = new Database(join(directory, 'raw.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE events (
    position INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL UNIQUE, stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL,
    recorded_at TEXT NOT NULL, UNIQUE (stream_id, revision))`);
  const insert = db.prepare(
    'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const data = JSON.stringify({ userId: 'u', questionId: 'q', remaining: 2 });
  const metadata = JSON.stringify({
    userId: 'u',
    correlationId: 'c',
    causationId: 'c',
    at: new Date().toISOString(),
    schemaVersion: 1,
  });
  const started = performance.now();
  for (let i = 0; i < rows; i++) {
    insert.run(
      crypto.randomUUID(),
      `stream-${i % 200}`,
      Math.floor(i / 200),
      'TrialDecremented',
      data,
      metadata,
      new Date().toISOString(),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return Math.round(rows / seconds);
}
