export * from './event-store.port';
export * from './event-store.errors';
export { createEventStore, type EventStoreConfig, type EventStoreHooks } from './create-event-store';
export { isEventStoreUnavailable } from './event-store-unavailable';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite/sqlite-event-store';
// The server adapters are reached through createEventStore, which loads them only when chosen.
export type {
  EventStoreDbEventStore,
  EventStoreDbEventStoreOptions,
} from './eventstoredb/eventstoredb-event-store';
export type { PostgresEventStore, PostgresEventStoreOptions } from './postgres/postgres-event-store';
