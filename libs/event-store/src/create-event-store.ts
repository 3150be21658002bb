import { type EventStore } from './event-store.port';
import type * as EventStoreDbAdapter from './eventstoredb/eventstoredb-event-store';
import type * as PostgresAdapter from './postgres/postgres-event-store';
import { SqliteEventStore } from './sqlite/sqlite-event-store';

export type EventStoreConfig =
  | { kind: 'sqlite'; filename: string }
  | { kind: 'eventstoredb'; url: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * The one place that picks an adapter; apps pass the validated config, nothing else knows.
 * `appName` names this process's connections on a PostgreSQL server (application_name).
 *
 * A server adapter is loaded only when chosen: its client library is most of a process's memory
 * at rest (the KurrentDB client about 27 MB, node-postgres about 10 MB), and a process on SQLite
 * (`npm start`, a replay) never needs them.
 */
export function createEventStore(
  config: EventStoreConfig,
  { appName }: { appName?: string } = {},
): EventStore {
  switch (config.kind) {
    case 'sqlite':
      return new SqliteEventStore({ filename: config.filename });
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
      });
    }
  }
}
