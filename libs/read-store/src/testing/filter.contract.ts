import { InvalidQueryError } from '../read-store.errors';
import { type Doc, type Filter, type ReadStore } from '../read-store.port';
import { type ContractContext, idsOf } from './read-store.contract';

/** Fixture: p4.active is the number 1 and p5.active the number 0, to tell booleans from numbers. */
export const PEOPLE: Doc[] = [
  {
    _id: 'p1',
    name: 'Ada',
    age: 36,
    active: true,
    role: 'admin',
    address: { city: 'Sydney', zip: '2000' },
    joined: '2024-01-05T10:00:00.000Z',
  },
  {
    _id: 'p2',
    name: 'Bob',
    age: 25,
    active: false,
    role: 'member',
    address: { city: 'Auckland' },
    joined: '2024-03-01T09:00:00.000Z',
  },
  {
    _id: 'p3',
    name: 'Cy',
    age: 41,
    active: true,
    role: null,
    address: { city: 'Sydney' },
    joined: '2023-11-20T00:00:00.000Z',
  },
  { _id: 'p4', name: 'Di', age: 9, active: 1, joined: '2024-02-10T00:00:00.000Z' },
  { _id: 'p5', name: 'Ed', age: 0, active: 0, role: 'member', score: 7.5 },
];

export async function seedPeople(store: ReadStore): Promise<void> {
  const people = store.collection('people');
  for (const person of PEOPLE) await people.insertOne(person);
}

export function describeFilterContract(context: ContractContext): void {
  describe('filters', () => {
    beforeEach(async () => {
      await seedPeople(context.store);
    });

    const cases: [string, Filter, string[]][] = [
      ['an empty filter matches everything', {}, ['p1', 'p2', 'p3', 'p4', 'p5']],
      ['string equality', { name: 'Bob' }, ['p2']],
      ['number equality', { age: 36 }, ['p1']],
      ['fractional number equality', { score: 7.5 }, ['p5']],
      ['dotted path equality', { 'address.city': 'Sydney' }, ['p1', 'p3']],
      ['_id equality', { _id: 'p3' }, ['p3']],
      ['true matches only JSON true, not 1', { active: true }, ['p1', 'p3']],
      ['false matches only JSON false, not 0', { active: false }, ['p2']],
      ['1 matches only the number, not true', { active: 1 }, ['p4']],
      ['0 matches only the number, not false', { active: 0 }, ['p5']],
      ['null matches null and missing', { role: null }, ['p3', 'p4']],
      ['$contains is a case-insensitive substring', { 'address.city': { $contains: 'SYD' } }, ['p1', 'p3']],
      ['$contains treats regex and LIKE characters literally', { name: { $contains: '.*' } }, []],
      ['$contains matches only strings', { age: { $contains: '3' } }, []],
      ['$contains combines with equality', { role: 'member', name: { $contains: 'o' } }, ['p2']],
      ['$eq null matches null and missing', { role: { $eq: null } }, ['p3', 'p4']],
      ['$eq', { role: { $eq: 'admin' } }, ['p1']],
      ['$ne null matches present non-null values', { role: { $ne: null } }, ['p1', 'p2', 'p5']],
      ['$ne matches missing fields', { role: { $ne: 'member' } }, ['p1', 'p3', 'p4']],
      ['$ne true', { active: { $ne: true } }, ['p2', 'p4', 'p5']],
      ['$gt on numbers', { age: { $gt: 25 } }, ['p1', 'p3']],
      ['$gte on numbers', { age: { $gte: 25 } }, ['p1', 'p2', 'p3']],
      ['$lt on numbers', { age: { $lt: 25 } }, ['p4', 'p5']],
      ['$lte on numbers', { age: { $lte: 9 } }, ['p4', 'p5']],
      ['a range on one field', { age: { $gte: 9, $lt: 36 } }, ['p2', 'p4']],
      ['a number range does not match booleans', { active: { $gte: 1 } }, ['p4']],
      ['$gt on strings', { name: { $gt: 'Bob' } }, ['p3', 'p4', 'p5']],
      ['an ISO date range', { joined: { $gte: '2024-01-01', $lt: '2024-03-01' } }, ['p1', 'p4']],
      ['$gt on _id', { _id: { $gt: 'p3' } }, ['p4', 'p5']],
      ['$in with a null', { role: { $in: ['admin', null] } }, ['p1', 'p3', 'p4']],
      ['$in on numbers', { age: { $in: [25, 41] } }, ['p2', 'p3']],
      ['$in on booleans', { active: { $in: [true] } }, ['p1', 'p3']],
      ['$in on _id', { _id: { $in: ['p2', 'p5', 'nope'] } }, ['p2', 'p5']],
      ['an empty $in matches nothing', { age: { $in: [] } }, []],
      ['$nin matches missing fields', { role: { $nin: ['member'] } }, ['p1', 'p3', 'p4']],
      ['$nin with a null', { role: { $nin: ['member', null] } }, ['p1']],
      ['$exists true counts explicit null', { role: { $exists: true } }, ['p1', 'p2', 'p3', 'p5']],
      ['$exists false', { role: { $exists: false } }, ['p4']],
      ['$exists on a dotted path', { 'address.zip': { $exists: true } }, ['p1']],
      ['implicit AND of fields', { role: 'member', active: false }, ['p2']],
      ['$and', { $and: [{ role: 'member' }, { age: { $gt: 10 } }] }, ['p2']],
      ['$or', { $or: [{ name: 'Ada' }, { age: { $lt: 1 } }] }, ['p1', 'p5']],
      [
        'nested $or / $and',
        { $or: [{ $and: [{ role: 'member' }, { age: 0 }] }, { 'address.city': 'Auckland' }] },
        ['p2', 'p5'],
      ],
      ['an equality on a missing path matches nothing', { 'address.street': 'x' }, []],
    ];

    it.each(cases)('%s', async (_name, filter, expected) => {
      const people = context.store.collection('people');
      expect(idsOf(await people.find(filter))).toEqual(expected);
      expect(await people.countDocuments(filter)).toBe(expected.length);
    });

    it('finds by tens of thousands of ids at once (a projector batch), inside a transaction too', async () => {
      const ids = Array.from({ length: 40_000 }, (_, i) => `id-${i}`);
      ids.push('p2', 'p5', 'p2');
      const people = context.store.collection('people');
      expect(idsOf(await people.find({ _id: { $in: ids } }))).toEqual(['p2', 'p5']);
      await context.store.transaction(async (tx) => {
        await tx.collection('people').insertOne({ _id: 'id-39999' });
        expect(idsOf(await tx.collection('people').find({ _id: { $in: ids } }))).toEqual([
          'id-39999',
          'p2',
          'p5',
        ]);
      });
    });

    it('reads a collection that was never written as empty', async () => {
      const none = context.store.collection('never_written');
      expect(await none.find({ a: 1 })).toEqual([]);
      expect(await none.findOne({ _id: 'x' })).toBeNull();
      expect(await none.findOne({ a: 1 })).toBeNull();
      expect(await none.countDocuments()).toBe(0);
    });

    it('rejects filters outside the supported subset', async () => {
      const people = context.store.collection('people');
      await expect(people.find({ name: { $regex: 'A' } } as unknown as Filter)).rejects.toThrow(
        InvalidQueryError,
      );
      await expect(people.find({ $nor: [{ name: 'Ada' }] } as unknown as Filter)).rejects.toThrow(
        InvalidQueryError,
      );
      await expect(people.find({ 'bad path!': 1 })).rejects.toThrow(InvalidQueryError);
      await expect(people.find({ "x') OR 1=1 --": 1 })).rejects.toThrow(InvalidQueryError);
      await expect(people.find({ tags: ['a'] } as unknown as Filter)).rejects.toThrow(InvalidQueryError);
      await expect(people.countDocuments({ $or: [] })).rejects.toThrow(InvalidQueryError);
    });

    it('rejects invalid collection names', () => {
      expect(() => context.store.collection('Bad-Name')).toThrow(InvalidQueryError);
      expect(() => context.store.collection('people"; DROP TABLE x')).toThrow(InvalidQueryError);
      expect(() => context.store.collection('checkpoints')).toThrow(InvalidQueryError);
    });
  });
}
