import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@buildmentor/contracts';
import { createPostgresPool, type Pool } from '@buildmentor/postgres';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@buildmentor/postgres/testing';
import { patternBytes } from '../testing/blob-store.contract';
import { measureResidentGrowth } from '../testing/memory-probe';
import { newBlobKey } from './blob-store.port';
import { PostgresBlobStore } from './pg-blob-store';

const MB = 1024 * 1024;
const BLOBS = 8;
const BLOB_BYTES = MAX_UPLOAD_BYTES;
const MOVED_BYTES = BLOBS * BLOB_BYTES;
/**
 * What the process may grow by while 8 uploads at the limit go in at once, and then come out at
 * once: half of the 80 MB moved each way. Streaming keeps a 256 KiB piece per upload and a 64 KiB
 * slice or two per download in flight, a few MB in all; measured growth is 0-10 MB, up to 22 MB
 * when the machine is busy (allocator and young-generation slack). Holding the blobs takes the 80
 * MB itself and more (124 MB measured for puts that collect their source first), and twice that
 * as hex text for reads that fetch a blob in one query.
 */
const GROWTH_BOUND_BYTES = MOVED_BYTES / 2;

/** One 64 KiB buffer yielded over and over: the source costs nothing, whatever its length. */
const SOURCE_CHUNK = patternBytes(64 * 1024);
async function* upload(): AsyncGenerator<Uint8Array> {
  for (let sent = 0; sent < BLOB_BYTES; sent += SOURCE_CHUNK.length)
    yield SOURCE_CHUNK.subarray(0, Math.min(SOURCE_CHUNK.length, BLOB_BYTES - sent));
}

async function sha256Of(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
}

const meta = { contentType: 'application/octet-stream' };

describeWithPostgres('PostgresBlobStore memory (POSTGRES_URL)', () => {
  let database: TestDatabase;
  let pool: Pool;
  let store: PostgresBlobStore;
  let expected: string;

  beforeAll(async () => {
    database = await createTestDatabase('blob-memory');
    pool = createPostgresPool({ url: database.url, max: BLOBS });
    store = new PostgresBlobStore(pool);
    expected = await sha256Of(upload());
    // Warm-up: the same workload once, so every code path is compiled, every pooled connection
    // open and V8's heap grown to its working size before a baseline is taken.
    const warm = Array.from({ length: BLOBS }, () => newBlobKey('bin'));
    await Promise.all(warm.map((key) => store.putStream(key, upload(), meta)));
    await Promise.all(warm.map(async (key) => sha256Of((await store.openRead(key))!.stream)));
  });
  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await database?.drop();
  });

  const keys = Array.from({ length: BLOBS }, () => newBlobKey('bin'));

  /** Printed so a regression shows how far off it is. */
  function report(what: string, growthBytes: number, ms: number): void {
    process.stdout.write(
      `pg blob memory, ${what} ${BLOBS} x ${BLOB_BYTES / MB} MB at once: ` +
        `resident +${(growthBytes / MB).toFixed(1)} MB, ${ms} ms\n`,
    );
  }

  it(`puts ${BLOBS} blobs of ${BLOB_BYTES / MB} MB at once growing by less than ${GROWTH_BOUND_BYTES / MB} MB`, async () => {
    const started = Date.now();
    const growth = await measureResidentGrowth(() =>
      Promise.all(keys.map((key) => store.putStream(key, upload(), meta))),
    );
    report('putting', growth.growthBytes, Date.now() - started);
    expect(growth.result).toEqual(keys.map(() => ({ sizeBytes: BLOB_BYTES })));
    expect(growth.growthBytes).toBeLessThan(GROWTH_BOUND_BYTES);
  });

  it(`reads them back at once growing by less than ${GROWTH_BOUND_BYTES / MB} MB`, async () => {
    const started = Date.now();
    const growth = await measureResidentGrowth(() =>
      Promise.all(keys.map(async (key) => sha256Of((await store.openRead(key))!.stream))),
    );
    report('reading', growth.growthBytes, Date.now() - started);
    expect(growth.result).toEqual(keys.map(() => expected));
    expect(growth.growthBytes).toBeLessThan(GROWTH_BOUND_BYTES);
  });
});
