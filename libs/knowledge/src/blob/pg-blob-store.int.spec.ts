import { createPostgresPool, type Pool } from '@buildmentor/postgres';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@buildmentor/postgres/testing';
import { describeBlobStoreContract, patternBytes, patternSource } from '../testing/blob-store.contract';
import { newBlobKey, putBlob, readBlob, readBlobRange } from './blob-store.port';
import { createBlobStore } from './create-blob-store';
import { PostgresBlobStore, type PostgresBlobStoreOptions } from './pg-blob-store';
import { BlobVanishedError } from './pg-chunk-stream';

const text = { contentType: 'text/plain' };

describeWithPostgres('PostgresBlobStore (POSTGRES_URL)', () => {
  let database: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase('blob-store');
    pool = createPostgresPool({ url: database.url, max: 4, applicationName: 'bm-blob-test' });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  /** Versions and chunk rows: everything a blob, a failed upload or an old version occupies. */
  async function rows(): Promise<{ versions: number; chunks: number; pointers: number }> {
    const {
      rows: [counts],
    } = await pool.query<{ versions: number; chunks: number; pointers: number }>(
      `SELECT (SELECT count(*)::int FROM blob_versions) AS versions,
              (SELECT count(*)::int FROM blob_chunks) AS chunks,
              (SELECT count(*)::int FROM blobs) AS pointers`,
    );
    return counts!;
  }

  /**
   * A store on the shared pool that keeps no grace period and sweeps only when told to, so the
   * row counts the tests compare move only when the test moves them.
   */
  function storeWith(options: PostgresBlobStoreOptions = {}): PostgresBlobStore {
    return new PostgresBlobStore(pool, { retiredGraceMs: 0, sweepEveryMs: Infinity, ...options });
  }

  /** Row counts once everything retired is swept. */
  async function settled(): Promise<{ versions: number; chunks: number; pointers: number }> {
    await storeWith().sweep();
    return rows();
  }

  // Retired versions are kept for readers for a grace period; with none, the sweep that runs
  // before each count shows what the store really keeps.
  describeBlobStoreContract('PostgresBlobStore', async () => {
    const store = new PostgresBlobStore(pool, { retiredGraceMs: 0 });
    return {
      store,
      footprint: async () => {
        await store.sweep();
        const counts = await rows();
        return counts.versions + counts.chunks;
      },
      close: () => store.close(),
    };
  });

  describe('in PostgreSQL', () => {
    it('writes fixed-size chunk rows and reads only the chunks a range overlaps', async () => {
      const store = storeWith({ chunkBytes: 1000 });
      const key = newBlobKey('bin');
      await store.putStream(key, patternSource(10_500, 333), text);
      const chunks = await pool.query<{ seq: number; length: number }>(
        `SELECT c.seq, length(c.bytes) AS length FROM blob_chunks c JOIN blobs b USING (version_id)
          WHERE b.blob_key = $1 ORDER BY c.seq`,
        [key],
      );
      expect(chunks.rows.map((r) => r.length)).toEqual([...Array(10).fill(1000), 500]);

      const query = jest.spyOn(pool, 'query');
      const chunkReads = () =>
        query.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes('FROM blob_chunks'))
          .length;
      try {
        expect(Buffer.from(await readBlobRange(store, key, 4100, 4200)).equals(patternBytes(100, 4100))).toBe(
          true,
        );
        expect(chunkReads()).toBe(1);
        expect(
          Buffer.from(await readBlobRange(store, key, 2999, 5001)).equals(patternBytes(2002, 2999)),
        ).toBe(true);
        expect(chunkReads()).toBe(1 + 4); // chunks 2, 3, 4 and 5
      } finally {
        query.mockRestore();
      }
      await store.delete(key);
    });

    it('keeps a stream that is already open on the old version whole through a replace and a delete', async () => {
      const store = storeWith({ chunkBytes: 1000, retiredGraceMs: 60_000 });
      const key = newBlobKey('bin');
      await store.putStream(key, patternSource(5000, 1000), text);
      const opened = await store.openRead(key);
      const reader = opened!.stream[Symbol.asyncIterator]();
      const first = (await reader.next()).value as Buffer;

      await putBlob(store, key, Buffer.from('new'), text);
      expect(Buffer.from((await readBlob(store, key))!.bytes).toString()).toBe('new');
      await store.delete(key);
      await store.sweep(); // within the grace period: the old version stays

      const rest: Buffer[] = [first];
      for (let step = await reader.next(); !step.done; step = await reader.next())
        rest.push(step.value as Buffer);
      expect(Buffer.concat(rest).equals(patternBytes(5000))).toBe(true);
    });

    it('fails an open stream, rather than ending it short, once its version is swept', async () => {
      const store = storeWith({ chunkBytes: 1000 });
      const key = newBlobKey('bin');
      await store.putStream(key, patternSource(5000, 1000), text);
      const opened = await store.openRead(key);
      const reader = opened!.stream[Symbol.asyncIterator]();
      await reader.next();
      await store.delete(key);
      await store.sweep();
      await expect(
        (async () => {
          for (let step = await reader.next(); !step.done; step = await reader.next());
        })(),
      ).rejects.toThrow(BlobVanishedError);
    });

    it('ends racing puts of one key with exactly one of them, whole, and the others swept', async () => {
      const store = storeWith({ chunkBytes: 4096 });
      const key = newBlobKey('bin');
      const sizes = [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000];
      const before = await settled();
      await Promise.all(sizes.map((size) => store.putStream(key, patternSource(size, 3000), text)));
      const read = (await readBlob(store, key))!.bytes;
      expect(sizes).toContain(read.length);
      expect(Buffer.from(read).equals(patternBytes(read.length))).toBe(true);
      await store.sweep();
      const after = await rows();
      expect(after.versions - before.versions).toBe(1);
      expect(after.chunks - before.chunks).toBe(Math.ceil(read.length / 4096));
      await store.delete(key);
    });

    it('never shows a crashed upload, and sweeps it once it is older than abandonedAfterMs', async () => {
      // A "crash": the uploading instance loses its database mid-upload, so it can neither
      // publish nor clean up; its chunks stay behind, referenced by nothing.
      const crashingPool = createPostgresPool({ url: database.url, max: 1 });
      const crashing = new PostgresBlobStore(crashingPool, { chunkBytes: 1000 });
      const key = newBlobKey('bin');
      const before = await settled();
      async function* dying(): AsyncGenerator<Uint8Array> {
        yield patternBytes(3500);
        await crashingPool.end();
        yield patternBytes(10);
      }
      await expect(crashing.putStream(key, dying(), text)).rejects.toThrow();
      const left = await rows();
      expect(left.versions - before.versions).toBe(1);
      expect(left.chunks - before.chunks).toBe(3);

      const survivor = storeWith();
      expect(await survivor.openRead(key)).toBeNull();
      await survivor.sweep(); // not old enough yet: a slow upload may still be running
      expect((await rows()).chunks).toBe(left.chunks);
      expect(await storeWith({ abandonedAfterMs: 0 }).sweep()).toEqual({ versions: 1 });
      expect(await rows()).toEqual(before);
    });

    it('refuses to publish an upload that was swept as abandoned while it ran', async () => {
      const store = storeWith({ chunkBytes: 1000 });
      const key = newBlobKey('bin');
      async function* slow(): AsyncGenerator<Uint8Array> {
        yield patternBytes(2000); // two whole chunks, written; then the sweep takes the version
        await storeWith({ abandonedAfterMs: 0 }).sweep();
      }
      await expect(store.putStream(key, slow(), text)).rejects.toThrow(/abandoned/);
      expect(await store.openRead(key)).toBeNull();
    });

    it('sweeps replaced versions in the background after writes', async () => {
      const before = await settled();
      const store = storeWith({ sweepEveryMs: 0 });
      const key = newBlobKey('txt');
      await putBlob(store, key, Buffer.from('one'), text);
      await putBlob(store, key, Buffer.from('two'), text);
      await store.close(); // waits for the sweep the second put started
      const after = await rows();
      expect([after.versions - before.versions, after.chunks - before.chunks]).toEqual([1, 1]);
      await store.delete(key);
    });

    it('creates its schema once however many instances start together, through createBlobStore', async () => {
      const stores = await Promise.all(
        Array.from({ length: 4 }, () =>
          createBlobStore({ kind: 'postgres', url: database.url, poolSize: 2 }),
        ),
      );
      const key = newBlobKey('txt');
      await putBlob(stores[0]!, key, Buffer.from('shared'), text);
      expect(Buffer.from((await readBlob(stores[3]!, key))!.bytes).toString()).toBe('shared');
      await stores[2]!.delete(key);
      expect(await stores[1]!.openRead(key)).toBeNull();
      await Promise.all(stores.map((store) => (store as PostgresBlobStore).close()));
      const applied = await pool.query("SELECT id FROM bm_migrations WHERE component = 'blob-store'");
      expect(applied.rows).toEqual([{ id: '001-blob-tables' }]);
    });
  });
});
