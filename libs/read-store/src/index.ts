export * from './read-store.port';
export { DuplicateKeyError, InvalidQueryError, ReadStoreUsageError } from './read-store.errors';
export { searchTerms } from './query/text-query';
export { contentHash, contentHashes, canonicalJson } from './content-hash';
export { createReadStoreProvider, type ReadStoreConfig } from './create-read-store-provider';
export { isReadStoreUnavailable } from './read-store-unavailable';
export {
  SqliteReadStoreProvider,
  type SqliteReadStoreProviderOptions,
} from './sqlite/sqlite-read-store.provider';
export { SqliteReadStore } from './sqlite/sqlite-read-store';
// The server adapters are reached through createReadStoreProvider, which loads them only when chosen.
export type {
  MongoReadStoreProvider,
  MongoReadStoreProviderOptions,
} from './mongodb/mongo-read-store.provider';
export type {
  PostgresReadStoreProvider,
  PostgresReadStoreProviderOptions,
} from './postgres/postgres-read-store.provider';
export type { PostgresReadStore } from './postgres/postgres-read-store';
