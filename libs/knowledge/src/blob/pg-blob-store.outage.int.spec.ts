import { createPostgresPool, isConnectionError, type Pool, type PoolClient } from '@buildmentor/postgres';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@buildmentor/postgres/testing';
import { patternBytes, patternSource } from '../testing/blob-store.contract';
import { type BlobStore, newBlobKey, putBlob, readBlob } from './blob-store.port';
import { PostgresBlobStore } from './pg-blob-store';

const APP = 'bm-blob-outage-test';
const text = { contentType: 'text/plain' };

/**
 * A connection lost in the middle of an operation: the operation is made to wait on a table lock
 * held by a separate admin connection, every other backend of the test database is terminated
 * (as a server restart or failover would), then the lock is released.
 */
describeWithPostgres('PostgresBlobStore connection loss (POSTGRES_URL)', () => {
  let database: TestDatabase;
  let pool: Pool;
  let adminPool: Pool;
  /** One connection of its own, outside the store's pool: it holds the locks and is never terminated. */
  let admin: PoolClient;
  let store: PostgresBlobStore;

  beforeAll(async () => {
    database = await createTestDatabase('blob-outage');
    pool = createPostgresPool({ url: database.url, max: 4, applicationName: APP });
    store = new PostgresBlobStore(pool, { chunkBytes: 1000, retiredGraceMs: 0, sweepEveryMs: Infinity });
    await store.migrate();
    adminPool = createPostgresPool({ url: database.url, max: 1, applicationName: 'bm-blob-outage-admin' });
    admin = await adminPool.connect();
  });
  afterAll(async () => {
    admin?.release();
    await adminPool?.end();
    await pool?.end();
    await database?.drop();
  });

  /** Runs `operation` until it waits on `table`'s lock, kills every store connection, and returns its outcome. */
  async function cutOff<T>(table: string, operation: () => Promise<T>): Promise<PromiseSettledResult<T>> {
    await admin.query('BEGIN');
    await admin.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    const outcome = operation().then(
      (value): PromiseSettledResult<T> => ({ status: 'fulfilled', value }),
      (reason: unknown): PromiseSettledResult<T> => ({ status: 'rejected', reason }),
    );
    try {
      await waitUntil(async () => {
        await admin.query('SELECT pg_stat_clear_snapshot()');
        const waiting = await admin.query(
          "SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'",
          [APP],
        );
        return (waiting.rowCount ?? 0) > 0;
      });
      // The timeout makes pg_terminate_backend wait until each backend has exited, so releasing
      // the lock below cannot let the waiting statement finish first.
      expect(await terminateOthers()).toBeGreaterThan(0);
    } finally {
      await admin.query('ROLLBACK');
    }
    const settled = await outcome;
    // The pool learns of its terminated idle connections from their sockets; give it a moment,
    // as a caller retrying after an outage would.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return settled;
  }

  /**
   * Terminates every backend of the test database but the admin's own. The pids are chosen in a
   * materialized CTE: in one WHERE clause the planner may call pg_terminate_backend before it has
   * ruled the admin's pid out. pg_stat_activity is read as of the first look in a transaction
   * unless that snapshot is cleared, and the admin is inside one (it holds the lock).
   */
  async function terminateOthers(): Promise<number> {
    await admin.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await admin.query<{ n: number }>(
      `WITH others AS MATERIALIZED (
         SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid())
       SELECT count(*) FILTER (WHERE pg_terminate_backend(pid, 5000))::int AS n FROM others`,
    );
    return rows[0]!.n;
  }

  function expectConnectionError(outcome: PromiseSettledResult<unknown>): void {
    expect(outcome.status).toBe('rejected');
    const reason = (outcome as PromiseRejectedResult).reason as Error;
    expect(isConnectionError(reason)).toBe(true);
  }

  async function expectWorking(blobs: BlobStore): Promise<void> {
    const key = newBlobKey('txt');
    await putBlob(blobs, key, patternBytes(2500), text);
    expect(Buffer.from((await readBlob(blobs, key))!.bytes).equals(patternBytes(2500))).toBe(true);
    await blobs.delete(key);
  }

  async function versionsOf(key: string): Promise<number> {
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM blob_versions WHERE blob_key = $1', [
      key,
    ]);
    return rows[0].n;
  }

  it('fails a put cut off while writing chunks, keeps the old blob, and serves the next put', async () => {
    const key = newBlobKey('bin');
    await putBlob(store, key, Buffer.from('old'), text);
    const outcome = await cutOff('blob_chunks', () => store.putStream(key, patternSource(5000, 700), text));
    expectConnectionError(outcome);
    expect(Buffer.from((await readBlob(store, key))!.bytes).toString()).toBe('old');
    expect(await versionsOf(key)).toBe(1); // the partial version was discarded on a fresh connection
    await expectWorking(store);
  });

  it('fails a put cut off while publishing, with nothing of it visible', async () => {
    const key = newBlobKey('bin');
    const outcome = await cutOff('blobs', () => store.putStream(key, patternSource(5000, 700), text));
    expectConnectionError(outcome);
    expect(await store.openRead(key)).toBeNull();
    expect(await versionsOf(key)).toBe(0);
    await expectWorking(store);
  });

  it('fails openRead and delete during the outage, and serves them again afterwards', async () => {
    const key = newBlobKey('txt');
    await putBlob(store, key, Buffer.from('kept'), text);
    expectConnectionError(await cutOff('blobs', () => store.openRead(key)));
    expectConnectionError(await cutOff('blobs', () => store.delete(key)));
    expect(Buffer.from((await readBlob(store, key))!.bytes).toString()).toBe('kept');
    await store.delete(key);
    expect(await store.openRead(key)).toBeNull();
  });

  it('fails a stream cut off mid-way with the connection error, and serves the next read', async () => {
    const key = newBlobKey('bin');
    await store.putStream(key, patternSource(8000, 1000), text);
    const opened = await store.openRead(key);
    const chunks = opened!.stream[Symbol.asyncIterator]();
    await chunks.next(); // a download under way
    const outcome = await cutOff('blob_chunks', async () => {
      for (let step = await chunks.next(); !step.done; step = await chunks.next());
    });
    expectConnectionError(outcome);
    expect(Buffer.from((await readBlob(store, key))!.bytes).equals(patternBytes(8000))).toBe(true);
  });

  it('works on after all its idle connections were terminated', async () => {
    await expectWorking(store); // several connections open and idle
    expect(await terminateOthers()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expectWorking(store);
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the operation to block');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
