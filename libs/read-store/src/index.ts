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
export {
  MongoReadStoreProvider,
  type MongoReadStoreProviderOptions,
} from './mongodb/mongo-read-store.provider';
export {
  PostgresReadStoreProvider,
  type PostgresReadStoreProviderOptions,
} from './postgres/postgres-read-store.provider';
export { PostgresReadStore } from './postgres/postgres-read-store';
