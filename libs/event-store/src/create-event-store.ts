import { type EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { SqliteEventStore } from './sqlite/sqlite-event-store';

export type EventStoreConfig =
  | { kind: 'sqlite'; filename: string }
  | { kind: 'eventstoredb'; url: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface EventStoreHooks {
  /** Names this process's connections on a PostgreSQL server (application_name). */
  appName?: string;
  /** Told how many appends each commit carried (SQLite and PostgreSQL group-commit). */
  onCommit?: (appends: number) => void;
  /** SQLite: whether appends should gather for one commit per event-loop turn (see the adapter). */
  gatherAppends?: () => boolean;
}

/** The one place that picks an adapter; apps pass the validated config, nothing else knows. */
export function createEventStore(
  config: EventStoreConfig,
  { appName, onCommit, gatherAppends }: EventStoreHooks = {},
): EventStore {
  switch (config.kind) {
    case 'sqlite':
      return new SqliteEventStore({ filename: config.filename, onCommit, gather: gatherAppends });
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
