import { MongoClient } from 'mongodb';
import { newBlobKey, putBlob, readBlob, readBlobRange } from './blob-store.port';
import { GridFsBlobStore } from './gridfs-blob-store';

const url = process.env.MONGODB_URL;

/** Runs against a real MongoDB when MONGODB_URL is set (npm run test:integration sets it). */
(url ? describe : describe.skip)('GridFsBlobStore (MONGODB_URL)', () => {
  let client: MongoClient;
  let store: GridFsBlobStore;
  const dbName = `bm_blob_test_${process.pid}`;

  beforeAll(async () => {
    client = await MongoClient.connect(url!);
    store = new GridFsBlobStore(client.db(dbName));
  });
  afterAll(async () => {
    await client.db(dbName).dropDatabase();
    await client.close();
  });

  it('stores, replaces and deletes a blob', async () => {
    const key = newBlobKey('txt');
    const big = Buffer.alloc(600 * 1024, 7); // spans several GridFS chunks
    await putBlob(store, key, big, { contentType: 'text/plain', originalName: 'a.txt' });
    const first = await readBlob(store, key);
    expect(Buffer.from(first!.bytes).equals(big)).toBe(true);
    expect(first!.meta).toEqual({ contentType: 'text/plain', originalName: 'a.txt' });
    await putBlob(store, key, Buffer.from('v2'), { contentType: 'text/plain' });
    expect(Buffer.from((await readBlob(store, key))!.bytes).toString()).toBe('v2');
    await store.delete(key);
    expect(await readBlob(store, key)).toBeNull();
  });

  it('streams a blob in, reads ranges back, and keeps nothing of a failed upload', async () => {
    const key = newBlobKey('txt');
    async function* chunks(): AsyncGenerator<Uint8Array> {
      for (let i = 0; i < 10; i++) yield Buffer.alloc(100 * 1024, 48 + i);
    }
    expect(await store.putStream(key, chunks(), { contentType: 'text/plain' })).toEqual({ sizeBytes: 1024 * 1000 });
    expect(Buffer.from(await readBlobRange(store, key, 102_399, 102_401)).toString()).toBe('01');
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield Buffer.alloc(300 * 1024, 1);
      throw new Error('client went away');
    }
    const broken = newBlobKey('txt');
    await expect(store.putStream(broken, failing(), { contentType: 'text/plain' })).rejects.toThrow('client went away');
    expect(await store.openRead(broken)).toBeNull();
    expect(await client.db(dbName).collection('blobs.chunks').countDocuments({ files_id: { $exists: true } })).toBe(Math.ceil((1024 * 1000) / (255 * 1024)));
    await store.delete(key);
  });

  it('rejects invalid keys', async () => {
    await expect(readBlob(store, '../x')).rejects.toThrow(/invalid blob key/);
  });
});
