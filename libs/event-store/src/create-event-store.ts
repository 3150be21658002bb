import { type EventStore } from './event-store.port';
import type * as EventStoreDbAdapter from './eventstoredb/eventstoredb-event-store';
import type * as PostgresAdapter from './postgres/postgres-event-store';
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

/**
 * The one place that picks an adapter; apps pass the validated config, nothing else knows.
 *
 * A server adapter is loaded only when chosen: its client library is most of a process's memory
 * at rest (the KurrentDB client about 27 MB, node-postgres about 10 MB), and a process on SQLite
 * (`npm start`, a replay) never needs them.
 */
export function createEventStore(
  config: EventStoreConfig,
  { appName, onCommit, gatherAppends }: EventStoreHooks = {},
): EventStore {
  switch (config.kind) {
    case 'sqlite':
      return new SqliteEventStore({ filename: config.filename, onCommit, gather: gatherAppends });
    case 'eventstoredb': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when chosen (above)
      const esdb = require('./eventstoredb/eventstoredb-event-store') as typeof EventStoreDbAdapter;
      return new esdb.EventStoreDbEventStore({ url: config.url });
    }
    case 'postgres': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when chosen (above)
      const postgres = require('./postgres/postgres-event-store') as typeof PostgresAdapter;
      return new postgres.PostgresEventStore({
        url: config.url,
        poolSize: config.poolSize,
        applicationName: appName && `${appName}-event-store`,
        onCommit,
      });
    }
  }
}
