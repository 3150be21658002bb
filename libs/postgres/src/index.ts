export { createPostgresPool, inTransaction, isConnectionError, type PostgresPoolOptions } from './pool';
export { migrate, type Migration } from './migrate';
export type { Pool, PoolClient } from 'pg';
