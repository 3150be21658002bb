import type pg from 'pg';

export interface PostgresPoolOptions {
  url: string;
  /** Most connections this process holds open at once. */
  max?: number;
  /** Shown in pg_stat_activity, so an operator can tell the API's connections from the projector's. */
  applicationName?: string;
}

/**
 * A connection pool that survives the server going away. node-postgres emits 'error' on the pool
 * when an idle connection is terminated (a restart, pg_terminate_backend); unhandled, that event
 * would crash the process. The broken client is already discarded by the pool, and the next query
 * opens a fresh connection, so logging nothing and carrying on is the right reaction here: the
 * query that meets the outage gets its own error and the caller decides (a 503, a retry).
 */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  // Loaded here rather than at the top: a process on SQLite imports this package only for
  // isConnectionError, and must not carry node-postgres for it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const { Pool } = require('pg') as typeof pg;
  const pool = new Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A connection a network device dropped silently is noticed instead of hanging a query.
    keepAlive: true,
    application_name: options.applicationName ?? 'buildmentor',
  });
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Runs `work` in one transaction on one pooled client: COMMIT on success, ROLLBACK on any error.
 * While checked out, a client has no 'error' listener of the pool's; a backend killed between two
 * statements would then raise an unhandled 'error' event and end the process. The listener here
 * absorbs it (the statement in flight rejects on its own), and a client that failed is released
 * as broken so the pool opens a fresh one.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    if (isConnectionError(error)) broken ??= error as Error;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/**
 * SQLSTATE classes that mean "the server or the connection is gone, try again later" rather than
 * "this statement is wrong": connection exceptions (08), operator intervention such as
 * admin_shutdown or terminated backends (57P), and the client-side errors node-postgres raises
 * when the socket closes.
 */
export function isConnectionError(error: unknown): boolean {
  // Duck-typed, not `instanceof Error`: Node's socket errors come from another realm under jest.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || code.startsWith('57P'))) return true;
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
  return typeof message === 'string' && CLIENT_MESSAGES.test(message);
}

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CLIENT_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i;
