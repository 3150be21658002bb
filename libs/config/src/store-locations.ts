import { join, resolve } from 'node:path';
import { type AppConfig } from './config.schema';

/**
 * Where each store lives, derived from the config in one place so the API, the projector and the
 * CLIs always open the same files. The shapes match the event-store and read-store factories.
 */
export function eventStoreLocation(config: AppConfig) {
  return config.EVENT_STORE === 'eventstoredb'
    ? ({ kind: 'eventstoredb', url: config.EVENTSTORE_URL! } as const)
    : ({ kind: 'sqlite', filename: join(resolve(config.DATA_DIR), 'events.sqlite') } as const);
}

export function readStoreLocation(config: AppConfig) {
  return config.READ_STORE === 'mongodb'
    ? ({ kind: 'mongodb', url: config.MONGODB_URL!, database: config.MONGODB_DATABASE } as const)
    : ({ kind: 'sqlite', directory: join(resolve(config.DATA_DIR), 'read-store') } as const);
}
