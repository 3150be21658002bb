import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the PostgreSQL suites run against; unset means they are reported as skipped. */
export function postgresTestUrl(): string | undefined {
  const url = process.env['POSTGRES_URL'];
  return url && url.length > 0 ? url : undefined;
}

/** `describe` when POSTGRES_URL is set, `describe.skip` otherwise, so the skip shows in the report. */
export const describeWithPostgres: jest.Describe = postgresTestUrl() ? describe : describe.skip;

export interface TestDatabase {
  /** Connection URL of the fresh database. */
  url: string;
  name: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

const PREFIX = 'bm_t_';
/** Databases left by a crashed run are removed by the next run once they are this old. */
const STALE_AFTER_MS = 2 * 60 * 60 * 1000;

/**
 * A database of its own for one test file: created on the POSTGRES_URL server, named with the
 * creation time so a later run can sweep what a killed run left behind.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = postgresTestUrl();
  if (!serverUrl) throw new Error('POSTGRES_URL is not set');
  const safeLabel = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 20);
  const name = `${PREFIX}${Date.now().toString(36)}_${safeLabel}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    await sweepStale(admin);
    await admin.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
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

async function sweepStale(admin: pg.Client): Promise<void> {
  const rows = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${PREFIX}%`],
  );
  for (const { datname } of rows.rows) {
    const createdAt = parseInt(datname.slice(PREFIX.length).split('_')[0] ?? '', 36);
    if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_AFTER_MS) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    }
  }
}
