import { DuplicateKeyError, InvalidQueryError, ReadStoreUsageError } from '../read-store.errors';
import { type ReadStoreTransaction } from '../read-store.port';
import { type ContractContext, idsOf } from './read-store.contract';

export function describeTransactionContract(context: ContractContext): void {
  describe('transactions and checkpoints', () => {
    it('commits writes and the checkpoint together and returns the body result', async () => {
      const { store } = context;
      const result = await store.transaction(async (tx) => {
        await tx.collection('orders').insertOne({ _id: 'o1', total: 10 });
        await tx.collection('orders').updateOne({ _id: 'o1' }, { $inc: { total: 5 } });
        await tx
          .collection('audit_log')
          .replaceOne({ _id: 'a1' }, { _id: 'a1', what: 'order' }, { upsert: true });
        // Reads inside the transaction see its own writes.
        expect(await tx.collection('orders').findOne({ _id: 'o1' })).toEqual({ _id: 'o1', total: 15 });
        await tx.setCheckpoint('orders-projection', 42);
        return 'done';
      });
      expect(result).toBe('done');
      expect(await store.collection('orders').findOne({ _id: 'o1' })).toEqual({ _id: 'o1', total: 15 });
      expect(await store.collection('audit_log').countDocuments()).toBe(1);
      expect(await store.getCheckpoint('orders-projection')).toBe(42);
    });

    it('a throwing body leaves neither its writes nor its checkpoint', async () => {
      const { store } = context;
      await store.transaction(async (tx) => {
        await tx.collection('orders').insertOne({ _id: 'o1', total: 1 });
        await tx.setCheckpoint('p', 1);
      });
      const failure = new Error('projection failed');
      await expect(
        store.transaction(async (tx) => {
          await tx.collection('orders').updateOne({ _id: 'o1' }, { $set: { total: 2 } });
          await tx.collection('orders').insertOne({ _id: 'o2', total: 3 });
          await tx.collection('brand_new').insertOne({ _id: 'n1' });
          await tx.setCheckpoint('p', 2);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await store.collection('orders').find({})).toEqual([{ _id: 'o1', total: 1 }]);
      expect(await store.collection('brand_new').countDocuments()).toBe(0);
      expect(await store.getCheckpoint('p')).toBe(1);
      // The store stays usable after a rollback, including the collection created and rolled back.
      await store.collection('brand_new').insertOne({ _id: 'n2' });
      expect(await store.collection('brand_new').countDocuments()).toBe(1);
    });

    it('a failing write inside the body rolls back the whole transaction', async () => {
      const { store } = context;
      await store.collection('orders').insertOne({ _id: 'o1' });
      await expect(
        store.transaction(async (tx) => {
          await tx.collection('orders').insertOne({ _id: 'o2' });
          await tx.setCheckpoint('p', 7);
          await tx.collection('orders').insertOne({ _id: 'o1' });
        }),
      ).rejects.toThrow(DuplicateKeyError);
      expect(idsOf(await store.collection('orders').find({}))).toEqual(['o1']);
      expect(await store.getCheckpoint('p')).toBeNull();
    });

    it('writeDocuments inserts, replaces and deletes by _id, with the checkpoint', async () => {
      const { store } = context;
      const orders = store.collection('orders');
      await orders.insertOne({ _id: 'o1', total: 1, lines: ['a'] });
      await orders.insertOne({ _id: 'o2', total: 2 });
      await store.transaction(async (tx) => {
        await tx.writeDocuments(
          'orders',
          new Map([
            // Replaced whole: `lines` goes.
            ['o1', { _id: 'o1', total: 10 }],
            ['o2', null],
            ['o3', { _id: 'o3', total: 3, nested: { a: [1, { b: null }] } }],
            // Deleting what is not there is nothing.
            ['o4', null],
          ]),
        );
        // Reads inside the transaction see the writes, by id and by filter.
        expect(await tx.collection('orders').findOne({ _id: 'o1' })).toEqual({ _id: 'o1', total: 10 });
        expect(await tx.collection('orders').findOne({ _id: 'o2' })).toBeNull();
        expect(idsOf(await tx.collection('orders').find({ total: { $gte: 3 } }))).toEqual(['o1', 'o3']);
        await tx.setCheckpoint('p', 3);
      });
      expect(await orders.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'o1', total: 10 },
        { _id: 'o3', total: 3, nested: { a: [1, { b: null }] } },
      ]);
      expect(await store.getCheckpoint('p')).toBe(3);
    });

    it('writeDocuments creates a collection with its first document; deletes alone create nothing', async () => {
      const { store } = context;
      await store.transaction(async (tx) => {
        await tx.writeDocuments('gone', new Map([['x', null]]));
        await tx.writeDocuments('fresh', new Map([['f1', { _id: 'f1' }]]));
        // After other writes of the same collection in the same transaction.
        await tx.collection('fresh').insertOne({ _id: 'f2' });
        await tx.writeDocuments('fresh', new Map([['f2', { _id: 'f2', n: 2 }]]));
      });
      expect(await store.listCollections()).toEqual(['fresh']);
      expect(await store.collection('fresh').find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'f1' },
        { _id: 'f2', n: 2 },
      ]);
    });

    it('writeDocuments breaking a unique index fails with DuplicateKeyError and writes nothing', async () => {
      const { store } = context;
      const users = store.collection('users');
      await users.insertOne({ _id: 'u1', email: 'a@example.com' });
      await store.createIndex('users', { keys: { email: 1 }, unique: true });
      await expect(
        store.transaction(async (tx) => {
          await tx.writeDocuments(
            'users',
            new Map([
              ['u2', { _id: 'u2', email: 'b@example.com' }],
              ['u3', { _id: 'u3', email: 'a@example.com' }],
            ]),
          );
          await tx.setCheckpoint('p', 1);
        }),
      ).rejects.toThrow(DuplicateKeyError);
      expect(idsOf(await users.find({}))).toEqual(['u1']);
      expect(await store.getCheckpoint('p')).toBeNull();
      // Freeing a value and taking it in one call is fine: deletes go first.
      await store.transaction((tx) =>
        tx.writeDocuments(
          'users',
          new Map([
            ['u3', { _id: 'u3', email: 'a@example.com' }],
            ['u1', null],
          ]),
        ),
      );
      expect(await users.find({})).toEqual([{ _id: 'u3', email: 'a@example.com' }]);
    });

    it('writeDocuments refuses a document whose _id is not its key, before writing anything', async () => {
      const { store } = context;
      await expect(
        store.transaction((tx) =>
          tx.writeDocuments(
            'orders',
            new Map<string, { _id: string } | null>([
              ['o1', { _id: 'o1' }],
              ['o2', { _id: 'other' }],
            ]),
          ),
        ),
      ).rejects.toThrow(InvalidQueryError);
      expect(await store.listCollections()).toEqual([]);
    });

    it('checkpoints are overwritten and unknown ones are null', async () => {
      const { store } = context;
      expect(await store.getCheckpoint('p')).toBeNull();
      await store.transaction((tx) => tx.setCheckpoint('p', 5));
      await store.transaction((tx) => tx.setCheckpoint('p', 9));
      await store.transaction((tx) => tx.setCheckpoint('q', 1));
      expect(await store.getCheckpoint('p')).toBe(9);
      expect(await store.getCheckpoint('q')).toBe(1);
      expect(await store.listCollections()).toEqual([]);
    });

    it('concurrent transactions both commit', async () => {
      const { store } = context;
      const write = (id: string) =>
        store.transaction(async (tx) => {
          await tx.collection('orders').insertOne({ _id: id });
          await tx.collection('orders').updateOne({ _id: id }, { $set: { done: true } });
        });
      // The collection exists first: MongoDB may refuse to create one in two transactions at once.
      await store.collection('orders').insertOne({ _id: 'c', done: true });
      await Promise.all([write('a'), write('b'), store.collection('orders').insertOne({ _id: 'd' })]);
      expect(idsOf(await store.collection('orders').find({ done: true }))).toEqual(['a', 'b', 'c']);
    });

    it('rejects a nested transaction, a store write inside the body and a tx used after its transaction', async () => {
      const { store } = context;
      let leaked: ReadStoreTransaction | undefined;
      await store.transaction(async (tx) => {
        leaked = tx;
        await expect(store.transaction(async () => undefined)).rejects.toThrow(ReadStoreUsageError);
        // A write through the store would escape the transaction: it must go through tx.
        await expect(store.collection('orders').insertOne({ _id: 'x' })).rejects.toThrow(ReadStoreUsageError);
        await tx.collection('orders').insertOne({ _id: 'o1' });
      });
      expect(await store.collection('orders').countDocuments()).toBe(1);
      await expect(
        (leaked as ReadStoreTransaction).collection('orders').insertOne({ _id: 'o2' }),
      ).rejects.toThrow(ReadStoreUsageError);
      await expect((leaked as ReadStoreTransaction).setCheckpoint('p', 1)).rejects.toThrow(
        ReadStoreUsageError,
      );
    });
  });
}
