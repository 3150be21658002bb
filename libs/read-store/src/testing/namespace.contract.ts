import { createHash } from 'node:crypto';
import { canonicalJson, contentHash, contentHashes } from '../content-hash';
import { InvalidQueryError, ReadStoreUsageError } from '../read-store.errors';
import { type Doc } from '../read-store.port';
import { type ContractContext, idsOf, type ReadStoreContractSubject } from './read-store.contract';

export function describeNamespaceContract(context: ContractContext): void {
  describe('namespaces', () => {
    let subject: ReadStoreContractSubject;
    beforeEach(async () => {
      subject = await context.factory();
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('starts with a live "primary" namespace and moves the live pointer', async () => {
      const { provider } = subject;
      expect(await provider.liveNamespace()).toBe('primary');
      expect(await provider.listNamespaces()).toEqual(['primary']);
      const green = await provider.open('green-2');
      expect(await provider.listNamespaces()).toEqual(['green-2', 'primary']);
      await provider.setLiveNamespace('green-2');
      expect(await provider.liveNamespace()).toBe('green-2');
      await expect(provider.setLiveNamespace('never-opened')).rejects.toThrow(ReadStoreUsageError);
      expect(await provider.liveNamespace()).toBe('green-2');
      await green.close();
    });

    it('rejects invalid namespace names', async () => {
      for (const name of ['Bad', '../x', '', '-x', 'a.b', 'registry', 'x'.repeat(64)]) {
        await expect(subject.provider.open(name)).rejects.toThrow(InvalidQueryError);
      }
    });

    it('keeps namespaces isolated from each other', async () => {
      const blue = await subject.provider.open('blue');
      const green = await subject.provider.open('green');
      await blue.collection('profiles').insertOne({ _id: 'u1', plan: 'trial' });
      await green.collection('profiles').insertOne({ _id: 'u1', plan: 'pro' });
      await green.collection('vouchers').insertOne({ _id: 'v1' });
      await blue.transaction((tx) => tx.setCheckpoint('p', 1));
      await green.transaction((tx) => tx.setCheckpoint('p', 2));
      expect(await blue.collection('profiles').findOne({ _id: 'u1' })).toEqual({ _id: 'u1', plan: 'trial' });
      expect(await green.collection('profiles').findOne({ _id: 'u1' })).toEqual({ _id: 'u1', plan: 'pro' });
      expect(await blue.listCollections()).toEqual(['profiles']);
      expect(await green.listCollections()).toEqual(['profiles', 'vouchers']);
      expect([await blue.getCheckpoint('p'), await green.getCheckpoint('p')]).toEqual([1, 2]);
      await blue.close();
      await green.close();
    });

    it('drop deletes every collection and checkpoint of one namespace only', async () => {
      const blue = await subject.provider.open('blue');
      const primary = await subject.provider.open('primary');
      await blue.collection('profiles').insertOne({ _id: 'u1' });
      await blue.transaction((tx) => tx.setCheckpoint('p', 3));
      await primary.collection('profiles').insertOne({ _id: 'u1' });
      await blue.drop();
      expect(await blue.listCollections()).toEqual([]);
      expect(await blue.collection('profiles').countDocuments()).toBe(0);
      expect(await blue.getCheckpoint('p')).toBeNull();
      expect(await subject.provider.listNamespaces()).toEqual(['primary']);
      await primary.drop();
      expect(await subject.provider.listNamespaces()).toEqual(['primary']);
      expect(await subject.provider.liveNamespace()).toBe('primary');
      await blue.close();
      await primary.close();
    });

    it('bulkLoad runs the body, keeps what it committed and leaves the store as before', async () => {
      const store = await subject.provider.open('blue');
      const result = await store.bulkLoad(async () => {
        await store.transaction(async (tx) => {
          await tx.writeDocuments('profiles', new Map([['u1', { _id: 'u1' }]]));
          await tx.setCheckpoint('p', 1);
        });
        return 'loaded';
      });
      expect(result).toBe('loaded');
      const failure = new Error('load failed');
      await expect(
        store.bulkLoad(async () => {
          await store.transaction((tx) => tx.writeDocuments('profiles', new Map([['u2', { _id: 'u2' }]])));
          throw failure;
        }),
      ).rejects.toBe(failure);
      await store.transaction((tx) => tx.setCheckpoint('p', 3));
      expect(idsOf(await store.collection('profiles').find({}))).toEqual(['u1', 'u2']);
      expect(await store.getCheckpoint('p')).toBe(3);
      await store.close();
      await expect(store.bulkLoad(async () => undefined)).rejects.toThrow(ReadStoreUsageError);
    });

    it('a closed store rejects further use', async () => {
      const store = await subject.provider.open('blue');
      await store.close();
      await expect(store.collection('profiles').find({})).rejects.toThrow(ReadStoreUsageError);
      await expect(store.getCheckpoint('p')).rejects.toThrow(ReadStoreUsageError);
    });
  });

  describe('contentHash', () => {
    const docs: Doc[] = [
      { _id: 'b', name: 'Bob', nested: { y: 2, x: [1, { q: true, p: null }] } },
      { _id: 'a', name: 'Ada', n: 1.5 },
      { _id: 'c', tags: ['z', 'a'] },
    ];
    /** The same documents with every object's keys in reverse order. */
    const reversed = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(reversed);
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value)
          .reverse()
          .map(([k, v]) => [k, reversed(v)]),
      );
    };

    it('is equal for equal content in any insertion and key order, and changes with the content', async () => {
      const { store } = context;
      for (const doc of docs) await store.collection('left').insertOne(doc);
      for (const doc of [...docs].reverse()) await store.collection('right').insertOne(reversed(doc) as Doc);
      const left = await contentHash(store, 'left');
      expect(left).toMatch(/^[0-9a-f]{64}$/);
      expect(await contentHash(store, 'right')).toBe(left);
      await store.collection('right').updateOne({ _id: 'c' }, { $set: { 'tags.1': 'b' } });
      expect(await contentHash(store, 'right')).not.toBe(left);
    });

    it('hashes canonical documents in _id order across pages, and an empty collection as no bytes', async () => {
      const { store } = context;
      const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
      expect(await contentHash(store, 'nothing')).toBe(sha256(''));
      const many: Doc[] = Array.from({ length: 1_050 }, (_, i) => ({
        _id: `d${String(i).padStart(5, '0')}`,
        i,
      }));
      await store.transaction(async (tx) => {
        for (const doc of [...many].reverse()) await tx.collection('many').insertOne(doc);
      });
      expect(await contentHash(store, 'many')).toBe(
        sha256(many.map((doc) => `${canonicalJson(doc)}\n`).join('')),
      );
    });

    it('contentHashes hashes every collection but the ones left out, by name in order', async () => {
      const { store } = context;
      for (const name of ['zeta', 'alpha', 'skipped'])
        await store.collection(name).insertOne({ _id: 'x', name });
      const hashes = await contentHashes(store, new Set(['skipped']));
      expect(Object.keys(hashes)).toEqual(['alpha', 'zeta']);
      expect(hashes['alpha']).toBe(await contentHash(store, 'alpha'));
    });
  });
}
