import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server the PostgreSQL figures are measured on: POSTGRES_URL, else the local default. */
export function postgresServerUrl(): string {
  const url = process.env['POSTGRES_URL'];
  return url && url.length > 0 ? url : DEFAULT_POSTGRES_URL;
}

/** Whether a server answers a query at `url` within a few seconds. */
export async function serverAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What the figures depend on: the server's version and its commit durability settings. */
export async function serverSettings(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const setting = async (name: string) =>
      (await client.query<{ setting: string }>('SELECT current_setting($1) AS setting', [name])).rows[0]
        ?.setting;
    return {
      version: await setting('server_version'),
      synchronousCommit: await setting('synchronous_commit'),
      fsync: await setting('fsync'),
      walSyncMethod: await setting('wal_sync_method'),
    };
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of the bench's own, dropped by the caller when done. Named like
 * createTestDatabase's (`bm_t_<creation time base36>_<label>_<random>`) so the test suites' sweep
 * removes what a killed bench left behind. That helper itself cannot be imported here: its module
 * reads jest's `describe` when loaded.
 */
export async function createBenchDatabase(serverUrl: string, label: string): Promise<BenchDatabase> {
  const name = `bm_t_${Date.now().toString(36)}_bench_${label}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdmin(serverUrl, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

/** `url` with a session setting applied to every connection opened with it (libpq `options`). */
export function withSessionSetting(url: string, setting: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c ${setting}=${value}`);
  return parsed.toString();
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
