import { isReadStoreUnavailable } from '../read-store-unavailable';
import { MongoClient, MongoNetworkError, MongoServerError, MongoServerSelectionError } from 'mongodb';
import { DuplicateKeyError, ReadStoreUsageError } from '../read-store.errors';
import { type ReadStoreTransaction } from '../read-store.port';
import { MongoUnavailableError } from './mongo-errors';
import { MongoReadStore } from './mongo-read-store';
import { FakeClient, FakeDb } from './testing/fake-mongo';

/**
 * The transaction code against a fake driver (no server runs here): what reaches the driver
 * inside the withTransaction callback, and what the callback rejects with. The fake session
 * follows the driver's documented contract: it runs the callback again after an error labelled
 * TransientTransactionError and rethrows anything else.
 */
function open(maxAttempts?: number) {
  const db = new FakeDb();
  const client = new FakeClient(maxAttempts);
  const store = new MongoReadStore('ns', db.asDb(), client.asClient(), { dropped: async () => undefined });
  return { db, client, store };
}

const transient = (message = 'connection 7 to db:27017 closed') => {
  const error = new MongoNetworkError(message);
  error.addErrorLabel('TransientTransactionError');
  return error;
};

/** What the projector's applyBatch does with a batch: prefetch, fold, write back, checkpoint. */
async function projectBatch(tx: ReadStoreTransaction): Promise<void> {
  const profiles = tx.collection('profiles');
  const stats = tx.collection('platform_stats');
  await profiles.find({ _id: { $in: ['u1', 'u2', 'u3'] } });
  await stats.find({ _id: { $in: ['totals'] } });
  for (const id of ['u1', 'u2', 'u3']) {
    const doc = (await profiles.findOne({ _id: id })) ?? { _id: id, asks: 0 };
    await profiles.replaceOne({ _id: id }, { ...doc, asks: Number(doc.asks) + 1 }, { upsert: true });
  }
  await profiles.deleteOne({ _id: 'u2' });
  await stats.replaceOne({ _id: 'totals' }, { _id: 'totals', asks: 3 }, { upsert: true });
  await tx.setCheckpoint('projector', 42);
}

describe('MongoReadStore.transaction', () => {
  it('reads what the batch touches, then writes each collection with ONE bulkWrite at the end, with the checkpoint', async () => {
    const { db, client, store } = open();
    db.docs('ns.profiles').set('u1', { _id: 'u1', asks: 4 });
    await store.transaction(projectBatch);
    expect(db.methods()).toEqual([
      'ns.profiles.find',
      'ns.platform_stats.find',
      'ns.profiles.bulkWrite',
      'ns.platform_stats.bulkWrite',
      'ns.checkpoints.bulkWrite',
    ]);
    const [operations, options] = db.calls[2]!.args as [unknown[], { session: unknown; ordered: boolean }];
    expect(operations).toEqual([
      { deleteOne: { filter: { _id: 'u2' } } },
      { replaceOne: { filter: { _id: 'u1' }, replacement: { _id: 'u1', asks: 5 }, upsert: true } },
      { replaceOne: { filter: { _id: 'u3' }, replacement: { _id: 'u3', asks: 1 }, upsert: true } },
    ]);
    expect(options).toMatchObject({
      ordered: true,
      session: expect.objectContaining({ id: 'fake-session' }),
    });
    expect(db.calls[4]!.args[0]).toEqual([
      { updateOne: { filter: { _id: 'projector' }, update: { $set: { position: 42 } }, upsert: true } },
    ]);
    expect([...db.docs('ns.profiles').values()]).toEqual([
      { _id: 'u1', asks: 5 },
      { _id: 'u3', asks: 1 },
    ]);
    expect(client.commits).toBe(1);
    expect(client.endedSessions).toBe(1);
  });

  it('answers results of buffered writes from what the transaction read', async () => {
    const { db, store } = open();
    db.docs('ns.items').set('a', { _id: 'a', n: 1 });
    await store.transaction(async (tx) => {
      const items = tx.collection('items');
      await items.find({ _id: { $in: ['a', 'b'] } });
      expect(await items.replaceOne({ _id: 'a' }, { _id: 'a', n: 1 })).toEqual({
        matchedCount: 1,
        modifiedCount: 0,
        upsertedId: null,
      });
      expect(await items.replaceOne({ _id: 'a' }, { _id: 'a', n: 2 })).toEqual({
        matchedCount: 1,
        modifiedCount: 1,
        upsertedId: null,
      });
      expect(await items.replaceOne({ _id: 'b' }, { _id: 'b' })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: null,
      });
      expect(await items.replaceOne({ _id: 'b' }, { _id: 'b' }, { upsert: true })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: 'b',
      });
      expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 2 });
      expect(await items.deleteOne({ _id: 'a' })).toEqual({ deletedCount: 1 });
      expect(await items.deleteOne({ _id: 'a' })).toEqual({ deletedCount: 0 });
      expect(await items.findOne({ _id: 'a' })).toBeNull();
    });
    expect(db.methods()).toEqual(['ns.items.find', 'ns.items.bulkWrite']);
  });

  it('writeDocuments: what the collection buffered goes first, then ONE bulkWrite, remembered after', async () => {
    const { db, store } = open();
    db.docs('ns.items').set('a', { _id: 'a', n: 1 });
    db.docs('ns.items').set('c', { _id: 'c' });
    await store.transaction(async (tx) => {
      const items = tx.collection('items');
      await items.find({ _id: { $in: ['a'] } });
      await items.replaceOne({ _id: 'a' }, { _id: 'a', n: 2 });
      await tx.writeDocuments(
        'items',
        new Map([
          ['b', { _id: 'b', n: 3 }],
          ['c', null],
        ]),
      );
      // Known to the transaction now: answered without a round trip.
      expect(await items.findOne({ _id: 'b' })).toEqual({ _id: 'b', n: 3 });
      expect(await items.findOne({ _id: 'c' })).toBeNull();
    });
    expect(db.methods()).toEqual(['ns.items.find', 'ns.items.bulkWrite', 'ns.items.bulkWrite']);
    const [operations, options] = db.calls[2]!.args as [unknown[], { session: unknown; ordered: boolean }];
    expect(operations).toEqual([
      { deleteOne: { filter: { _id: 'c' } } },
      { replaceOne: { filter: { _id: 'b' }, replacement: { _id: 'b', n: 3 }, upsert: true } },
    ]);
    expect(options).toMatchObject({
      ordered: true,
      session: expect.objectContaining({ id: 'fake-session' }),
    });
    expect([...db.docs('ns.items').values()]).toEqual([
      { _id: 'a', n: 2 },
      { _id: 'b', n: 3 },
    ]);
  });

  it('writes what is buffered before a query that could see it', async () => {
    const { db, store } = open();
    await store.transaction(async (tx) => {
      const items = tx.collection('items');
      await items.find({ _id: { $in: ['a'] } });
      await items.replaceOne({ _id: 'a' }, { _id: 'a', owner: 'u1' }, { upsert: true });
      expect(await items.find({ owner: 'u1' })).toEqual([{ _id: 'a', owner: 'u1' }]);
      await items.deleteMany({ owner: 'u1' });
      // After a delete by filter, what was read is no longer trusted: read again.
      expect(await items.findOne({ _id: 'a' })).toBeNull();
    });
    expect(db.methods()).toEqual([
      'ns.items.find',
      'ns.items.bulkWrite',
      'ns.items.find',
      'ns.items.deleteMany',
      'ns.items.findOne',
    ]);
  });

  it('keeps the caller from changing a buffered document after the write', async () => {
    const { db, store } = open();
    await store.transaction(async (tx) => {
      const items = tx.collection('items');
      await items.find({ _id: { $in: ['a'] } });
      const doc = { _id: 'a', tags: ['x'] };
      await items.replaceOne({ _id: 'a' }, doc, { upsert: true });
      doc.tags.push('changed later');
    });
    expect(db.docs('ns.items').get('a')).toEqual({ _id: 'a', tags: ['x'] });
  });

  it('lets a transient error inside the callback reach the driver, which runs the body again with a fresh tx', async () => {
    const { db, client, store } = open();
    db.failNext('find', transient(), 'ns.profiles');
    const txs = new Set<ReadStoreTransaction>();
    await store.transaction(async (tx) => {
      txs.add(tx);
      await projectBatch(tx);
    });
    expect(client.attempts).toBe(2);
    expect(txs.size).toBe(2);
    expect(client.commits).toBe(1);
    expect(db.methods().filter((method) => method.endsWith('bulkWrite'))).toHaveLength(3);
  });

  it('a transient error at the final bulkWrite runs the whole body again too', async () => {
    const { db, client, store } = open();
    db.failNext('bulkWrite', transient(), 'ns.platform_stats');
    await store.transaction(projectBatch);
    expect(client.attempts).toBe(2);
    expect(db.docs('ns.checkpoints').get('projector')).toEqual({ _id: 'projector', position: 42 });
  });

  it('a body that swallows a driver error does not commit: the callback rejects with that error', async () => {
    const { db, client, store } = open();
    const error = transient();
    db.failNext('find', error, 'ns.items');
    const swallowed: unknown[] = [];
    await store.transaction(async (tx) => {
      await tx
        .collection('items')
        .find({ _id: { $in: ['a'] } })
        .catch((e: unknown) => swallowed.push(e));
      await tx.setCheckpoint('p', 1);
    });
    expect(swallowed).toEqual([error]);
    // The error was transient: the driver saw it and ran the body again, which then committed.
    expect(client.attempts).toBe(2);
    expect(client.commits).toBe(1);

    const other = open();
    const failure = new MongoServerError({ message: 'BadValue', code: 2 });
    other.db.failNext('find', failure, 'ns.items');
    await expect(
      other.store.transaction(async (tx) => {
        await tx
          .collection('items')
          .find({ _id: { $in: ['a'] } })
          .catch(() => undefined);
      }),
    ).rejects.toBe(failure);
    expect(other.client.attempts).toBe(1);
    expect(other.client.commits).toBe(0);
  });

  it('after a failed operation, the later ones reject with the same error and nothing is written', async () => {
    const { db, client, store } = open();
    const failure = new MongoServerError({ message: 'BadValue', code: 2 });
    db.failNext('find', failure, 'ns.items');
    const later: unknown[] = [];
    await expect(
      store.transaction(async (tx) => {
        const items = tx.collection('items');
        await items.find({ _id: { $in: ['a'] } }).catch(() => undefined);
        later.push(await items.findOne({ _id: 'b' }).catch((e: unknown) => e));
        later.push(await items.insertOne({ _id: 'c' }).catch((e: unknown) => e));
        later.push(await tx.setCheckpoint('p', 1).catch((e: unknown) => e));
      }),
    ).rejects.toBe(failure);
    expect(later).toHaveLength(3);
    for (const error of later) expect(error).toBe(failure);
    expect(db.methods()).toEqual(['ns.items.find']);
    expect(client.commits).toBe(0);
  });

  it("rethrows the body's own error unchanged (a projection's error stays distinguishable)", async () => {
    const { client, store } = open();
    const failure = new Error('projection failed');
    await expect(
      store.transaction(async (tx) => {
        await tx.collection('items').find({ _id: { $in: ['a'] } });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(client.attempts).toBe(1);
    expect(client.commits).toBe(0);
  });

  it('reports a duplicate key as DuplicateKeyError, at the call or at the final bulkWrite', async () => {
    const { db, store } = open();
    db.failNext('insertOne', new MongoServerError({ message: 'E11000 duplicate key', code: 11000 }));
    await expect(
      store.transaction((tx) =>
        tx
          .collection('items')
          .insertOne({ _id: 'a' })
          .then(() => undefined),
      ),
    ).rejects.toThrow(DuplicateKeyError);

    const other = open();
    other.db.failNext('bulkWrite', new MongoServerError({ message: 'E11000 duplicate key', code: 11000 }));
    await expect(
      other.store.transaction(async (tx) => {
        await tx.collection('items').find({ _id: { $in: ['a'] } });
        await tx.collection('items').replaceOne({ _id: 'a' }, { _id: 'a', email: 'x' }, { upsert: true });
      }),
    ).rejects.toThrow(DuplicateKeyError);
  });

  it('reports an outage as MongoUnavailableError, which isReadStoreUnavailable recognises', async () => {
    const { db, client, store } = open();
    db.failNext(
      'find',
      new MongoServerSelectionError('Server selection timed out after 5000 ms', {} as never),
    );
    const error = await store.transaction(projectBatch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoUnavailableError);
    expect(isReadStoreUnavailable(error)).toBe(true);
    // Server selection failing carries no transient label: the projector's own backoff retries it.
    expect(client.attempts).toBe(1);
  });

  it('refuses a tx used after its transaction, and a store write inside the body', async () => {
    const { store } = open();
    let leaked: ReadStoreTransaction | undefined;
    await store.transaction(async (tx) => {
      leaked = tx;
      await expect(store.collection('items').insertOne({ _id: 'x' })).rejects.toThrow(ReadStoreUsageError);
      await expect(store.transaction(async () => undefined)).rejects.toThrow(ReadStoreUsageError);
    });
    await expect(leaked!.collection('items').findOne({ _id: 'a' })).rejects.toThrow(ReadStoreUsageError);
    await expect(leaked!.setCheckpoint('p', 1)).rejects.toThrow(ReadStoreUsageError);
  });
});

describe('MongoReadStore.transaction with the real driver and no server', () => {
  it("runs the body once and rejects with MongoUnavailableError after the driver's withTransaction gives up", async () => {
    // Nothing listens on port 1. Server selection failing carries no TransientTransactionError
    // label, so withTransaction does not run the body again: the projector's backoff takes over.
    const client = new MongoClient('mongodb://127.0.0.1:1/?directConnection=true', {
      serverSelectionTimeoutMS: 300,
    });
    const store = new MongoReadStore('ns', client.db('x'), client, { dropped: async () => undefined });
    let attempts = 0;
    try {
      const error = await store
        .transaction(async (tx) => {
          attempts++;
          await tx.collection('items').find({ _id: { $in: ['a'] } });
        })
        .catch((e: unknown) => e);
      expect(attempts).toBe(1);
      expect(error).toBeInstanceOf(MongoUnavailableError);
      expect(isReadStoreUnavailable(error)).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe('MongoReadStore indexes', () => {
  it('replaces an index whose definition changed instead of failing', async () => {
    const { db, store } = open();
    db.indexes.set('ns.items', [
      { v: 2, key: { _id: 1 }, name: '_id_' },
      { v: 2, key: { at: 1 }, name: 'by_plan' },
    ]);
    await store.createIndex('items', { keys: { 'profile.plan': 1, at: -1 }, name: 'by_plan' });
    expect(db.indexes.get('ns.items')!.map((index) => index.key)).toEqual([
      { _id: 1 },
      { 'profile.plan': 1, at: -1 },
    ]);
  });

  it('names an unnamed index as MongoDB would, so an existing one matches', async () => {
    const { db, store } = open();
    db.indexes.set('ns.items', [{ v: 2, key: { at: 1 }, name: 'at_1' }]);
    await store.createIndex('items', { keys: { at: 1 } });
    expect(db.methods()).toEqual(['ns.items.listIndexes']);
  });

  it('replaces the text index when the fields changed', async () => {
    const { db, store } = open();
    db.indexes.set('ns.notes', [
      { v: 2, key: { _fts: 'text', _ftsx: 1 }, name: 'notes_text', weights: { title: 1 } },
    ]);
    await store.createTextIndex('notes', ['title', 'text']);
    expect(db.methods()).toEqual(['ns.notes.listIndexes', 'ns.notes.dropIndex', 'ns.notes.createIndex']);
    await store.createTextIndex('notes', ['text', 'title']);
    expect(db.methods().at(-1)).toBe('ns.notes.listIndexes');
  });

  it('reports an outage while reconciling as MongoUnavailableError', async () => {
    const { db, store } = open();
    db.failNext('listIndexes', new MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017'));
    await expect(store.createIndex('items', { keys: { at: 1 } })).rejects.toThrow(MongoUnavailableError);
  });
});
