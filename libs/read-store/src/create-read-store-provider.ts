import { MongoReadStoreProvider } from './mongodb/mongo-read-store.provider';
import { PostgresReadStoreProvider } from './postgres/postgres-read-store.provider';
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
 */
export function createReadStoreProvider(
  config: ReadStoreConfig,
  { appName }: { appName?: string } = {},
): ReadStoreProvider {
  switch (config.kind) {
    case 'sqlite':
      return new SqliteReadStoreProvider({ directory: config.directory });
    case 'mongodb':
      return new MongoReadStoreProvider({ url: config.url, database: config.database, appName });
    case 'postgres':
      return new PostgresReadStoreProvider({
        url: config.url,
        poolSize: config.poolSize,
        applicationName: appName && `${appName}-read-store`,
      });
  }
}
