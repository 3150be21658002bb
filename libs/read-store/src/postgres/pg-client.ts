import { isConnectionError } from '@buildmentor/postgres';
import type pg from 'pg';

/**
 * Holds one pooled client for `work`. node-postgres emits 'error' on a checked-out client whose
 * connection dies (pg_terminate_backend, a server restart), and the pool listens only while the
 * client is idle: without a listener here that event would crash the process. The failed client
 * is released with its error, so the pool discards it and the next caller gets a fresh one.
 */
export async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken ??= error;
  };
  client.on('error', onError);
  try {
    return await work(client);
  } catch (error) {
    if (isConnectionError(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/** `work` in one transaction: COMMIT on success, ROLLBACK on any error. */
export function atomically<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query('BEGIN');
    try {
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}
