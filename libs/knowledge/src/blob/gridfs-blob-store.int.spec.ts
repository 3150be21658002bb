import { MongoClient } from 'mongodb';
import { newBlobKey } from './blob-store.port';
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
    await store.put(key, big, { contentType: 'text/plain', originalName: 'a.txt' });
    const first = await store.get(key);
    expect(Buffer.from(first!.bytes).equals(big)).toBe(true);
    expect(first!.meta).toEqual({ contentType: 'text/plain', originalName: 'a.txt' });
    await store.put(key, Buffer.from('v2'), { contentType: 'text/plain' });
    expect(Buffer.from((await store.get(key))!.bytes).toString()).toBe('v2');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('rejects invalid keys', async () => {
    await expect(store.get('../x')).rejects.toThrow(/invalid blob key/);
  });
});
