import { createTestDatabase, type TestDatabase } from '@buildmentor/postgres/testing';
import { PostgresEventStore, type PostgresEventStoreOptions } from '../postgres/postgres-event-store';
import { raceJobs } from './child-writers';
import { type EventStoreFixture } from './event-store.contract';
import { runPostgresWritersInChildProcesses } from './postgres-child-writers';

/**
 * A database of its own for one test file: created in beforeAll, dropped in afterAll (which also
 * closes whatever connection a failed test left open). Call at the top of a describe block.
 */
export function usePostgresTestDatabase(label: string): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(label);
  });
  afterAll(async () => {
    await database?.drop();
  });
  return () => {
    if (!database) throw new Error('no test database: called outside a test');
    return database;
  };
}

/**
 * A PostgresEventStore on `url` (one test database per file, shared by its tests: the contract
 * uses unique stream ids and reads relative to the head). cleanup() closes every store it opened;
 * the race runs one child process per writer, each with its own connection.
 */
export async function postgresFixture(
  url: string,
  options: Omit<PostgresEventStoreOptions, 'url'> = {},
): Promise<EventStoreFixture & { store: PostgresEventStore; open(): PostgresEventStore }> {
  const opened: PostgresEventStore[] = [];
  const open = (): PostgresEventStore => {
    const store = new PostgresEventStore({ pollIntervalMs: 100, poolSize: 4, ...options, url });
    opened.push(store);
    return store;
  };
  return {
    store: open(),
    open,
    openSecond: async () => open(),
    runRaceWriters: (plan) => runPostgresWritersInChildProcesses(url, raceJobs(plan)),
    cleanup: async () => {
      await Promise.all(opened.map((store) => store.close()));
    },
  };
}
