import { DuplicateKeyError, ReadStoreUsageError } from '../read-store.errors';
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
