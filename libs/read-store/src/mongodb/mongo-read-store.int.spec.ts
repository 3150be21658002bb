import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { DuplicateKeyError } from '../read-store.errors';
import { type ReadStore } from '../read-store.port';
import { describeReadStoreContract } from '../testing/read-store.contract';
import { MongoReadStoreProvider } from './mongo-read-store.provider';

/**
 * Runs the read-store contract against a real MongoDB replica set when MONGODB_URL is set
 * (`docker compose up -d mongo`); otherwise the suite shows as skipped.
 */
const url = process.env.MONGODB_URL;

(url ? describe : describe.skip)('MongoReadStoreProvider (MONGODB_URL)', () => {
  describeReadStoreContract('mongodb', async () => {
    const database = `read_store_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const provider = new MongoReadStoreProvider({ url: url as string, database });
    return {
      provider,
      cleanup: async () => {
        await provider.close();
        const client = new MongoClient(url as string);
        try {
          await client.db(database).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
});

/** What only MongoDB does (and the unit specs can only check against a fake driver). */
(url ? describe : describe.skip)('MongoReadStore specifics (MONGODB_URL)', () => {
  let database: string;
  let provider: MongoReadStoreProvider;
  let store: ReadStore;
  let admin: MongoClient;

  beforeEach(async () => {
    database = `read_store_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    provider = new MongoReadStoreProvider({ url: url as string, database, appName: 'read-store-int' });
    store = await provider.open('primary');
    admin = new MongoClient(url as string);
  });

  afterEach(async () => {
    await provider.close();
    try {
      await admin.db(database).dropDatabase();
    } finally {
      await admin.close();
    }
  });

  it('replaces an index whose definition changed, and the text index when its fields changed', async () => {
    await store.createIndex('items', { keys: { a: 1 }, name: 'by_x' });
    await store.createIndex('items', { keys: { b: 1 }, name: 'by_x', unique: true });
    await store.createIndex('items', { keys: { b: 1 }, name: 'by_x', unique: true });
    const indexes = await admin.db(database).collection('primary.items').listIndexes().toArray();
    expect(indexes.map((index) => index.name).sort()).toEqual(['_id_', 'by_x']);
    expect(indexes.find((index) => index.name === 'by_x')).toMatchObject({ key: { b: 1 }, unique: true });

    await store.createTextIndex('notes', ['title']);
    await store
      .collection('notes')
      .insertOne({ _id: 'n1', title: 'Roof sheeting', text: 'cyclonic regions' });
    await store.createTextIndex('notes', ['title', 'text']);
    await store.createTextIndex('notes', ['text', 'title']);
    expect((await store.collection('notes').search('cyclonic')).map((match) => match.doc._id)).toEqual([
      'n1',
    ]);
  });

  it('writes buffered documents in one go, with the checkpoint', async () => {
    await store.collection('items').insertOne({ _id: 'a', n: 1 });
    await store.transaction(async (tx) => {
      const items = tx.collection('items');
      await items.find({ _id: { $in: ['a', 'b', 'c'] } });
      await items.replaceOne({ _id: 'a' }, { _id: 'a', n: 2 }, { upsert: true });
      await items.replaceOne({ _id: 'b' }, { _id: 'b', n: 1 }, { upsert: true });
      await items.deleteOne({ _id: 'a' });
      await items.replaceOne({ _id: 'c' }, { _id: 'c', n: 3 }, { upsert: true });
      expect(await items.countDocuments({})).toBe(2);
      await items.replaceOne({ _id: 'c' }, { _id: 'c', n: 4 }, { upsert: true });
      await tx.setCheckpoint('p', 9);
    });
    expect(await store.collection('items').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'b', n: 1 },
      { _id: 'c', n: 4 },
    ]);
    expect(await store.getCheckpoint('p')).toBe(9);
  });

  it('a body that swallows a failed write fails at once (no blind retries) and commits nothing', async () => {
    await store.collection('items').insertOne({ _id: 'a' });
    const started = Date.now();
    await expect(
      store.transaction(async (tx) => {
        await tx
          .collection('items')
          .insertOne({ _id: 'a' })
          .catch(() => undefined);
      }),
    ).rejects.toThrow(DuplicateKeyError);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(
      store.transaction(async (tx) => {
        await tx.collection('items').insertOne({ _id: 'b' });
        await tx.setCheckpoint('p', 1);
        await tx
          .collection('items')
          .insertOne({ _id: 'a' })
          .catch(() => undefined);
      }),
    ).rejects.toThrow(DuplicateKeyError);
    expect(await store.collection('items').countDocuments({})).toBe(1);
    expect(await store.getCheckpoint('p')).toBeNull();
  });
});
