import { DuplicateKeyError, InvalidQueryError } from '../read-store.errors';
import { type UpdateOperators, type WriteCollection } from '../read-store.port';
import { type ContractContext, idsOf, UUID } from './read-store.contract';

export function describeUpdateContract(context: ContractContext): void {
  let items: WriteCollection;
  const base = {
    _id: 'i1',
    name: 'Ada',
    count: 2,
    tags: ['a'],
    profile: { plan: 'trial' },
    list: ['x', 'y'],
  };

  /** Applies one update to a copy of `base` and returns the stored result. */
  const updated = async (update: UpdateOperators) => {
    const result = await items.updateOne({ _id: 'i1' }, update);
    return { result, doc: await items.findOne({ _id: 'i1' }) };
  };

  describe('update operators', () => {
    beforeEach(async () => {
      items = context.store.collection('items');
      await items.insertOne(base);
    });

    it('$set replaces fields and creates nested paths', async () => {
      const { result, doc } = await updated({
        $set: { name: 'Bea', 'profile.plan': 'pro', 'billing.card.last4': '4242' },
      });
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(doc).toEqual({
        ...base,
        name: 'Bea',
        profile: { plan: 'pro' },
        billing: { card: { last4: '4242' } },
      });
    });

    it('$set on an array index', async () => {
      expect((await updated({ $set: { 'list.1': 'z' } })).doc?.list).toEqual(['x', 'z']);
    });

    it('$set to the current value modifies nothing', async () => {
      expect((await updated({ $set: { name: 'Ada', 'profile.plan': 'trial' } })).result).toEqual({
        matchedCount: 1,
        modifiedCount: 0,
        upsertedId: null,
      });
    });

    it('$unset removes fields, dotted or not, and ignores missing ones', async () => {
      const { doc } = await updated({ $unset: { name: '', 'profile.plan': 1, missing: true } });
      expect(doc).toEqual({ _id: 'i1', count: 2, tags: ['a'], profile: {}, list: ['x', 'y'] });
      expect((await updated({ $unset: { missing: '' } })).result.modifiedCount).toBe(0);
    });

    it('$inc adds to numbers and creates missing fields', async () => {
      const { doc } = await updated({ $inc: { count: -3, 'stats.views': 5, 'profile.credits': 1.5 } });
      expect(doc).toMatchObject({ count: -1, stats: { views: 5 }, profile: { plan: 'trial', credits: 1.5 } });
    });

    it('$push appends, creating the array, with $each for several values', async () => {
      const { doc } = await updated({ $push: { tags: 'b', 'history.events': { at: 1 } } });
      expect(doc).toMatchObject({ tags: ['a', 'b'], history: { events: [{ at: 1 }] } });
      expect((await updated({ $push: { tags: { $each: ['c', 'a'] } } })).doc?.tags).toEqual([
        'a',
        'b',
        'c',
        'a',
      ]);
    });

    it('$addToSet appends only values not present', async () => {
      expect((await updated({ $addToSet: { tags: 'a' } })).result.modifiedCount).toBe(0);
      const { doc } = await updated({ $addToSet: { tags: { $each: ['b', 'a', 'b'] }, fresh: 1 } });
      expect(doc).toMatchObject({ tags: ['a', 'b'], fresh: [1] });
    });

    it('$setOnInsert does nothing when a document matches', async () => {
      const { doc } = await updated({ $set: { count: 3 }, $setOnInsert: { createdAt: '2024-01-01' } });
      expect(doc).toEqual({ ...base, count: 3 });
    });

    it('updateOne without a match changes nothing', async () => {
      expect(await items.updateOne({ _id: 'nope' }, { $set: { a: 1 } })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: null,
      });
      expect(await items.countDocuments()).toBe(1);
    });

    it('updateOne changes one document, updateMany all matches', async () => {
      await items.insertOne({ _id: 'i2', name: 'Bob', count: 5 });
      await items.insertOne({ _id: 'i3', name: 'Cy', count: 5, flag: true });
      expect((await items.updateOne({ count: { $gte: 2 } }, { $set: { seen: true } })).modifiedCount).toBe(1);
      expect(await items.countDocuments({ seen: true })).toBe(1);
      expect(await items.updateMany({ count: 5 }, { $set: { flag: true } })).toEqual({
        matchedCount: 2,
        modifiedCount: 1,
        upsertedId: null,
      });
      expect(idsOf(await items.find({ flag: true }))).toEqual(['i2', 'i3']);
    });

    it('rejects invalid updates', async () => {
      await expect(items.updateOne({ _id: 'i1' }, { $set: { _id: 'other' } })).rejects.toThrow();
      await expect(items.updateOne({ _id: 'i1' }, { $set: { a: 1 }, $inc: { a: 1 } })).rejects.toThrow(
        InvalidQueryError,
      );
      await expect(
        items.updateOne({ _id: 'i1' }, { $pull: { tags: 'a' } } as UpdateOperators),
      ).rejects.toThrow(InvalidQueryError);
      await expect(items.updateOne({ _id: 'i1' }, { name: 'x' } as UpdateOperators)).rejects.toThrow(
        InvalidQueryError,
      );
      await expect(items.updateOne({ _id: 'i1' }, { $inc: { name: 1 } })).rejects.toThrow();
      expect(await items.findOne({ _id: 'i1' })).toEqual(base);
    });
  });

  describe('upserts', () => {
    beforeEach(() => {
      items = context.store.collection('items');
    });

    it('builds the document from the filter equalities, the update and $setOnInsert', async () => {
      const result = await items.updateOne(
        { _id: 'u1', kind: 'beam', 'spec.grade': { $eq: 'C' }, size: { $gt: 2 } },
        { $set: { status: 'new' }, $setOnInsert: { createdAt: '2024-05-01' }, $inc: { count: 1 } },
        { upsert: true },
      );
      expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'u1' });
      expect(await items.findOne({ _id: 'u1' })).toEqual({
        _id: 'u1',
        kind: 'beam',
        spec: { grade: 'C' },
        status: 'new',
        createdAt: '2024-05-01',
        count: 1,
      });
    });

    it('generates a UUID string _id when the filter has none, and matches on the next call', async () => {
      const filter = { $and: [{ email: 'ada@example.com' }], 'meta.source': 'web' };
      const first = await items.updateOne(
        filter,
        { $set: { n: 1 }, $setOnInsert: { createdAt: 'first' } },
        { upsert: true },
      );
      expect(first.upsertedId).toMatch(UUID);
      const second = await items.updateOne(
        filter,
        { $set: { n: 2 }, $setOnInsert: { createdAt: 'second' } },
        { upsert: true },
      );
      expect(second).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(await items.find({})).toEqual([
        {
          _id: first.upsertedId,
          email: 'ada@example.com',
          meta: { source: 'web' },
          n: 2,
          createdAt: 'first',
        },
      ]);
    });
  });

  describe('indexes', () => {
    beforeEach(async () => {
      items = context.store.collection('items');
      await items.insertOne({ _id: 'a', email: 'a@x', profile: { plan: 'pro' }, at: '2024-01-01' });
      await items.insertOne({ _id: 'b', email: 'b@x', profile: { plan: 'trial' }, at: '2024-02-01' });
    });

    it('a unique index rejects duplicates from inserts, updates and upserts', async () => {
      await context.store.createIndex('items', { keys: { email: 1 }, unique: true });
      await expect(items.insertOne({ _id: 'c', email: 'a@x' })).rejects.toThrow(DuplicateKeyError);
      await expect(items.updateOne({ _id: 'b' }, { $set: { email: 'a@x' } })).rejects.toThrow(
        DuplicateKeyError,
      );
      await expect(
        items.updateOne({ _id: 'z' }, { $set: { email: 'b@x' } }, { upsert: true }),
      ).rejects.toThrow(DuplicateKeyError);
      await expect(items.replaceOne({ _id: 'b' }, { _id: 'b', email: 'a@x' })).rejects.toThrow(
        DuplicateKeyError,
      );
      expect(await items.countDocuments()).toBe(2);
    });

    it('a unique index cannot be built over duplicates', async () => {
      await items.insertOne({ _id: 'c', email: 'a@x' });
      await expect(context.store.createIndex('items', { keys: { email: 1 }, unique: true })).rejects.toThrow(
        DuplicateKeyError,
      );
    });

    it('indexes are idempotent and do not change results', async () => {
      await context.store.createIndex('items', { keys: { 'profile.plan': 1, at: -1 }, name: 'by_plan' });
      await context.store.createIndex('items', { keys: { 'profile.plan': 1, at: -1 }, name: 'by_plan' });
      await context.store.createIndex('items', { keys: { at: 1 } });
      expect((await items.find({ 'profile.plan': 'pro' })).map((doc) => doc._id)).toEqual(['a']);
      expect((await items.find({ at: { $gt: '2023' } }, { sort: { at: -1 } })).map((doc) => doc._id)).toEqual(
        ['b', 'a'],
      );
      await context.store.createIndex('fresh_collection', { keys: { x: 1 } });
      expect(await context.store.collection('fresh_collection').find({})).toEqual([]);
    });
  });
}
