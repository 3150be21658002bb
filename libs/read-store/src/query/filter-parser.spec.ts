import { InvalidQueryError } from '../read-store.errors';
import { type Filter } from '../read-store.port';
import { idListFilter, idOnlyFilter, parseFilter } from './filter-parser';

describe('parseFilter', () => {
  it('parses equality, operators and logical clauses into one tree', () => {
    const tree = parseFilter({
      a: 1,
      'b.c': { $gte: 2, $lt: 5 },
      $or: [{ d: null }, { e: { $in: [true] } }],
    });
    expect(tree).toMatchObject({
      kind: 'and',
      conditions: [
        { kind: 'eq', field: { path: 'a' }, value: 1 },
        { kind: 'gte', field: { jsonPath: '$.b.c' }, value: 2 },
        { kind: 'lt', value: 5 },
        {
          kind: 'or',
          conditions: [
            { kind: 'eq', value: null },
            { kind: 'in', values: [true] },
          ],
        },
      ],
    });
  });

  it('skips undefined values and unwraps a single condition', () => {
    expect(parseFilter({ a: 'x', b: undefined })).toMatchObject({ kind: 'eq', value: 'x' });
    expect(parseFilter({})).toEqual({ kind: 'and', conditions: [] });
  });

  it.each<[string, unknown]>([
    ['an unknown operator', { a: { $regex: 'x' } }],
    ['an unknown top-level operator', { $where: 'x' }],
    ['an array value', { a: [1] }],
    ['an object without operators', { a: { b: 1 } }],
    ['an empty operator object', { a: {} }],
    ['a Date value', { a: new Date() }],
    ['a non-finite number', { a: Number.NaN }],
    ['a boolean range', { a: { $gt: true } }],
    ['a non-array $in', { a: { $in: 'x' } }],
    ['a non-boolean $exists', { a: { $exists: 1 } }],
    ['an empty $and', { $and: [] }],
    ['a non-object filter', [1]],
  ])('rejects %s', (_name, filter) => {
    expect(() => parseFilter(filter as Filter)).toThrow(InvalidQueryError);
  });
});

describe('idOnlyFilter', () => {
  it('recognises exactly { _id: string }', () => {
    expect(idOnlyFilter({ _id: 'x' })).toBe('x');
    expect(idOnlyFilter({ _id: 'x', a: 1 })).toBeUndefined();
    expect(idOnlyFilter({ _id: { $eq: 'x' } })).toBeUndefined();
    expect(idOnlyFilter({})).toBeUndefined();
  });
});

describe('idListFilter', () => {
  it('recognises exactly { _id: { $in: string[] } }', () => {
    expect(idListFilter({ _id: { $in: ['a', 'b'] } })).toEqual(['a', 'b']);
    expect(idListFilter({ _id: { $in: ['a', 1] } })).toBeUndefined();
    expect(idListFilter({ _id: { $in: ['a'] }, x: 1 })).toBeUndefined();
    expect(idListFilter({ _id: { $in: ['a'], $ne: 'b' } })).toBeUndefined();
    expect(idListFilter({ _id: 'a' })).toBeUndefined();
  });
});
