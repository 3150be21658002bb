import { join, resolve } from 'node:path';
import { type AppConfig } from './config.schema';

/**
 * Where each store lives, derived from the config in one place so the API, the projector and the
 * CLIs always open the same files. The shapes match the event-store and read-store factories.
 */
export function eventStoreLocation(config: AppConfig) {
  switch (config.EVENT_STORE) {
    case 'eventstoredb':
      return { kind: 'eventstoredb', url: config.EVENTSTORE_URL! } as const;
    case 'postgres':
      return postgres(config);
    case 'sqlite':
      return { kind: 'sqlite', filename: join(resolve(config.DATA_DIR), 'events.sqlite') } as const;
  }
}

export function readStoreLocation(config: AppConfig) {
  switch (config.READ_STORE) {
    case 'mongodb':
      return mongodb(config);
    case 'postgres':
      return postgres(config);
    case 'sqlite':
      return { kind: 'sqlite', directory: join(resolve(config.DATA_DIR), 'read-store') } as const;
  }
}

/** Uploaded files sit beside the read models unless BLOB_STORE says otherwise. */
export function blobStoreLocation(config: AppConfig) {
  const kind = config.BLOB_STORE ?? BLOBS_BESIDE[config.READ_STORE];
  switch (kind) {
    case 'gridfs':
      return { ...mongodb(config), kind: 'gridfs' } as const;
    case 'postgres':
      return postgres(config);
    case 'fs':
      return { kind: 'fs', directory: join(resolve(config.DATA_DIR), 'blobs') } as const;
  }
}

const BLOBS_BESIDE = { sqlite: 'fs', mongodb: 'gridfs', postgres: 'postgres' } as const;

function postgres(config: AppConfig) {
  return { kind: 'postgres', url: config.POSTGRES_URL!, poolSize: config.POSTGRES_POOL_SIZE } as const;
}

function mongodb(config: AppConfig) {
  return { kind: 'mongodb', url: config.MONGODB_URL!, database: config.MONGODB_DATABASE } as const;
}
