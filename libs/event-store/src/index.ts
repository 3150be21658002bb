export * from './event-store.port';
export * from './event-store.errors';
export { createEventStore, type EventStoreConfig, type EventStoreHooks } from './create-event-store';
export { isEventStoreUnavailable } from './event-store-unavailable';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite/sqlite-event-store';
export {
  EventStoreDbEventStore,
  type EventStoreDbEventStoreOptions,
} from './eventstoredb/eventstoredb-event-store';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
