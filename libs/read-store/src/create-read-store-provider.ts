import type * as MongoAdapter from './mongodb/mongo-read-store.provider';
import type * as PostgresAdapter from './postgres/postgres-read-store.provider';
import { type ReadStoreProvider } from './read-store.port';
import { SqliteReadStoreProvider } from './sqlite/sqlite-read-store.provider';

export type ReadStoreConfig =
  | { kind: 'sqlite'; directory: string }
  | { kind: 'mongodb'; url: string; database: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * Picks the adapter from validated configuration; nothing else in the app names an adapter.
 * `appName` is what the server shows for this process's connections (MongoDB's appName,
 * PostgreSQL's application_name), so an operator can tell the API's from the projector's.
 *
 * A server adapter is loaded only when chosen: its driver is most of a process's memory at rest
 * (the MongoDB driver about 22 MB, node-postgres about 10 MB), and a process on SQLite never needs
 * them.
 */
export function createReadStoreProvider(
  config: ReadStoreConfig,
  { appName }: { appName?: string } = {},
): ReadStoreProvider {
  switch (config.kind) {
    case 'sqlite':
      return new SqliteReadStoreProvider({ directory: config.directory });
    case 'mongodb': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when chosen (above)
      const mongo = require('./mongodb/mongo-read-store.provider') as typeof MongoAdapter;
      return new mongo.MongoReadStoreProvider({ url: config.url, database: config.database, appName });
    }
    case 'postgres': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when chosen (above)
      const postgres = require('./postgres/postgres-read-store.provider') as typeof PostgresAdapter;
      return new postgres.PostgresReadStoreProvider({
        url: config.url,
        poolSize: config.poolSize,
        applicationName: appName && `${appName}-read-store`,
      });
    }
  }
}
