import { MongoClient } from 'mongodb';
import { describeBlobStoreContract } from '../testing/blob-store.contract';
import { GridFsBlobStore } from './gridfs-blob-store';

const url = process.env.MONGODB_URL;

/** Runs against a real MongoDB when MONGODB_URL is set (npm run test:integration sets it). */
(url ? describe : describe.skip)('GridFsBlobStore (MONGODB_URL)', () => {
  let client: MongoClient;
  const dbName = `bm_blob_test_${process.pid}`;

  beforeAll(async () => {
    client = await MongoClient.connect(url!);
  });
  afterAll(async () => {
    await client.db(dbName).dropDatabase();
    await client.close();
  });

  describeBlobStoreContract('GridFsBlobStore', async () => {
    const db = client.db(dbName);
    return {
      store: new GridFsBlobStore(db),
      // Files documents plus chunks: a failed upload's chunks, or an old version, would show here.
      footprint: async () =>
        (await db.collection('blobs.files').countDocuments()) +
        (await db.collection('blobs.chunks').countDocuments()),
      close: async () => undefined,
    };
  });
});
