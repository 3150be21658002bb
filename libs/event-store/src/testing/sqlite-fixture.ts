import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventStore } from '../event-store.port';
import { SqliteEventStore, type SqliteEventStoreOptions } from '../sqlite/sqlite-event-store';
import { type EventStoreFixture } from './event-store.contract';
import { runWritersInChildProcesses } from './sqlite-child-writers';

/**
 * A fresh SQLite event store in a temporary folder of its own. cleanup() closes every connection
 * it opened and removes the folder, WAL and shared-memory files included.
 */
export async function sqliteFixture(
  options: Omit<SqliteEventStoreOptions, 'filename'> = {},
): Promise<EventStoreFixture & { filename: string; store: SqliteEventStore }> {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-'));
  const filename = join(dir, 'events.db');
  const opened: EventStore[] = [];
  const open = (): SqliteEventStore => {
    const store = new SqliteEventStore({ ...options, filename });
    opened.push(store);
    return store;
  };
  return {
    filename,
    store: open(),
    openSecond: async () => open(),
    runRaceWriters: (plan) => runWritersInChildProcesses(filename, plan),
    cleanup: async () => {
      await Promise.all(opened.map((store) => store.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
