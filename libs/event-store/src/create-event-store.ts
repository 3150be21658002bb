import { type EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { SqliteEventStore } from './sqlite/sqlite-event-store';

export type EventStoreConfig =
  | { kind: 'sqlite'; filename: string }
  | { kind: 'eventstoredb'; url: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * The one place that picks an adapter; apps pass the validated config, nothing else knows.
 * `appName` names this process's connections on a PostgreSQL server (application_name);
 * `onCommit` is told how many appends each commit carried (SQLite and PostgreSQL group-commit).
 */
export function createEventStore(
  config: EventStoreConfig,
  { appName, onCommit }: { appName?: string; onCommit?: (appends: number) => void } = {},
): EventStore {
  switch (config.kind) {
    case 'sqlite':
      return new SqliteEventStore({ filename: config.filename, onCommit });
    case 'eventstoredb':
      return new EventStoreDbEventStore({ url: config.url });
    case 'postgres':
      return new PostgresEventStore({
        url: config.url,
        poolSize: config.poolSize,
        applicationName: appName && `${appName}-event-store`,
        onCommit,
      });
  }
}
