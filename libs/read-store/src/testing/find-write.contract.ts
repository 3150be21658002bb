import { DuplicateKeyError, InvalidQueryError } from '../read-store.errors';
import { type ContractContext, idsOf, UUID } from './read-store.contract';
import { seedPeople } from './filter.contract';

export function describeFindAndWriteContract(context: ContractContext): void {
  describe('sorting and paging', () => {
    beforeEach(async () => {
      await seedPeople(context.store);
    });
    const ids = async (sort: Record<string, 1 | -1>, options: { skip?: number; limit?: number } = {}) =>
      (await context.store.collection('people').find({}, { sort, ...options })).map((doc) => doc._id);

    it('sorts strings ascending and descending', async () => {
      expect(await ids({ name: 1 })).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      expect(await ids({ name: -1 })).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
    });

    it('sorts numbers numerically, not as text', async () => {
      expect(await ids({ age: 1 })).toEqual(['p5', 'p4', 'p2', 'p1', 'p3']);
      expect(await ids({ age: -1 })).toEqual(['p3', 'p1', 'p2', 'p4', 'p5']);
    });

    it('sorts by _id and by several keys', async () => {
      expect(await ids({ _id: -1 })).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
      const members = await context.store
        .collection('people')
        .find({ role: { $in: ['admin', 'member'] } }, { sort: { role: 1, age: -1 } });
      expect(members.map((doc) => doc._id)).toEqual(['p1', 'p2', 'p5']);
    });

    it('sorts by a dotted path', async () => {
      const people = await context.store
        .collection('people')
        .find({ 'address.city': { $exists: true } }, { sort: { 'address.city': 1, _id: -1 } });
      expect(people.map((doc) => doc._id)).toEqual(['p2', 'p3', 'p1']);
    });

    it('skips and limits after sorting', async () => {
      expect(await ids({ age: 1 }, { skip: 1, limit: 2 })).toEqual(['p4', 'p2']);
      expect(await ids({ age: 1 }, { limit: 2 })).toEqual(['p5', 'p4']);
      expect(await ids({ age: 1 }, { skip: 3 })).toEqual(['p1', 'p3']);
      expect(await ids({ age: 1 }, { skip: 10 })).toEqual([]);
    });

    it('findOne honours the sort', async () => {
      const people = context.store.collection('people');
      expect((await people.findOne({ role: 'member' }, { sort: { age: 1 } }))?._id).toBe('p5');
      expect((await people.findOne({ role: 'member' }, { sort: { age: -1 } }))?._id).toBe('p2');
    });

    it('counts documents', async () => {
      const people = context.store.collection('people');
      expect(await people.countDocuments()).toBe(5);
      expect(await people.countDocuments({ role: 'member' })).toBe(2);
    });

    it('rejects invalid sort directions and paging', async () => {
      const people = context.store.collection('people');
      await expect(people.find({}, { sort: { age: 0 as 1 } })).rejects.toThrow(InvalidQueryError);
      await expect(people.find({}, { limit: -1 })).rejects.toThrow(InvalidQueryError);
      await expect(people.find({}, { skip: 1.5 })).rejects.toThrow(InvalidQueryError);
    });
  });

  describe('insert, replace, delete', () => {
    it('inserts with a given _id and reads it back', async () => {
      const things = context.store.collection('things');
      const doc = { _id: 't1', title: 'Beam', size: { w: 2, h: 3 }, tags: ['steel'], note: null };
      expect(await things.insertOne(doc)).toEqual({ insertedId: 't1' });
      expect(await things.findOne({ _id: 't1' })).toEqual(doc);
    });

    it('generates a UUID string _id when none is given', async () => {
      const things = context.store.collection('things');
      const { insertedId } = await things.insertOne({ title: 'Slab' });
      expect(insertedId).toMatch(UUID);
      expect(await things.findOne({ _id: insertedId })).toEqual({ _id: insertedId, title: 'Slab' });
    });

    it('rejects a duplicate _id', async () => {
      const things = context.store.collection('things');
      await things.insertOne({ _id: 't1', v: 1 });
      await expect(things.insertOne({ _id: 't1', v: 2 })).rejects.toThrow(DuplicateKeyError);
      expect(await things.findOne({ _id: 't1' })).toEqual({ _id: 't1', v: 1 });
    });

    it('replaces a document by _id and reports no change for an identical replacement', async () => {
      const things = context.store.collection('things');
      await things.insertOne({ _id: 't1', a: 1, b: 2 });
      expect(await things.replaceOne({ _id: 't1' }, { _id: 't1', c: 3 })).toEqual({
        matchedCount: 1,
        modifiedCount: 1,
        upsertedId: null,
      });
      expect(await things.findOne({ _id: 't1' })).toEqual({ _id: 't1', c: 3 });
      expect(await things.replaceOne({ _id: 't1' }, { _id: 't1', c: 3 })).toEqual({
        matchedCount: 1,
        modifiedCount: 0,
        upsertedId: null,
      });
    });

    it('replaces the first match of a filter, keeping its _id', async () => {
      const things = context.store.collection('things');
      await things.insertOne({ _id: 't1', kind: 'beam' });
      expect((await things.replaceOne({ kind: 'beam' }, { _id: 't1', kind: 'column' })).matchedCount).toBe(1);
      expect(await things.find({})).toEqual([{ _id: 't1', kind: 'column' }]);
      await expect(things.replaceOne({ kind: 'column' }, { _id: 'other', kind: 'x' })).rejects.toThrow();
    });

    it('replaceOne without a match inserts only when upserting', async () => {
      const things = context.store.collection('things');
      expect(await things.replaceOne({ _id: 't9' }, { _id: 't9', v: 1 })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: null,
      });
      expect(await things.countDocuments()).toBe(0);
      expect(await things.replaceOne({ _id: 't9' }, { _id: 't9', v: 1 }, { upsert: true })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: 't9',
      });
      expect(await things.replaceOne({ kind: 'none' }, { _id: 't8', v: 2 }, { upsert: true })).toMatchObject({
        upsertedId: 't8',
      });
      expect(idsOf(await things.find({}))).toEqual(['t8', 't9']);
    });

    it('deletes one or many documents', async () => {
      await seedPeople(context.store);
      const people = context.store.collection('people');
      expect(await people.deleteOne({ _id: 'p1' })).toEqual({ deletedCount: 1 });
      expect(await people.deleteOne({ _id: 'p1' })).toEqual({ deletedCount: 0 });
      expect(await people.deleteOne({ role: 'member' })).toEqual({ deletedCount: 1 });
      expect(await people.countDocuments({ role: 'member' })).toBe(1);
      expect(await people.deleteMany({ age: { $gte: 30 } })).toEqual({ deletedCount: 1 });
      expect(await people.deleteMany({})).toEqual({ deletedCount: 2 });
      expect(await people.countDocuments()).toBe(0);
      expect(await context.store.collection('never_written').deleteMany({})).toEqual({ deletedCount: 0 });
    });
  });
}
