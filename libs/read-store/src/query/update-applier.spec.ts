import { InvalidQueryError } from '../read-store.errors';
import { type UpdateOperators } from '../read-store.port';
import { applyUpdate, parseUpdate } from './update-applier';
import { upsertSeed } from './upsert-seed';

function apply(
  doc: Record<string, unknown>,
  update: UpdateOperators,
  inserting = false,
): Record<string, unknown> {
  applyUpdate(doc, parseUpdate(update), inserting);
  return doc;
}

describe('applyUpdate', () => {
  it('creates missing parents as objects, also for numeric segments', () => {
    expect(apply({}, { $set: { 'a.b.c': 1, 'x.0': 'y' } })).toEqual({ a: { b: { c: 1 } }, x: { 0: 'y' } });
  });

  it('indexes arrays, padding with null', () => {
    expect(apply({ list: ['a'] }, { $set: { 'list.2': 'c' } })).toEqual({ list: ['a', null, 'c'] });
    expect(apply({ list: [{ n: 1 }] }, { $inc: { 'list.0.n': 1 } })).toEqual({ list: [{ n: 2 }] });
  });

  it('unsets an array element to null, as MongoDB does', () => {
    expect(apply({ list: ['a', 'b'] }, { $unset: { 'list.0': '' } })).toEqual({ list: [null, 'b'] });
  });

  it('refuses to write through a scalar or into an array by name', () => {
    expect(() => apply({ a: 1 }, { $set: { 'a.b': 2 } })).toThrow(InvalidQueryError);
    expect(() => apply({ a: null }, { $set: { 'a.b': 2 } })).toThrow(InvalidQueryError);
    expect(() => apply({ a: [] }, { $set: { 'a.b': 2 } })).toThrow(InvalidQueryError);
    expect(() => apply({ a: 'x' }, { $push: { a: 1 } })).toThrow(InvalidQueryError);
  });

  it('applies $setOnInsert only when inserting and ignores undefined values', () => {
    expect(apply({}, { $setOnInsert: { a: 1 }, $set: { b: undefined } })).toEqual({});
    expect(apply({}, { $setOnInsert: { a: 1 } }, true)).toEqual({ a: 1 });
  });

  it('compares $addToSet elements by value', () => {
    expect(apply({ s: [{ a: 1 }] }, { $addToSet: { s: { $each: [{ a: 1 }, { a: 2 }, { a: 2 }] } } })).toEqual(
      {
        s: [{ a: 1 }, { a: 2 }],
      },
    );
  });

  it('does not touch prototypes through "constructor" paths', () => {
    const doc = apply({}, { $set: { 'constructor.x': 1 } });
    expect(doc).toEqual({ constructor: { x: 1 } });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('parseUpdate', () => {
  it.each<[string, unknown]>([
    ['no operator', { a: 1 }],
    ['an empty update', {}],
    ['an unsupported operator', { $rename: { a: 'b' } }],
    ['conflicting paths', { $set: { 'a.b': 1 }, $unset: { a: '' } }],
    ['a non-numeric $inc', { $inc: { a: '1' } }],
    ['an unsupported $push modifier', { $push: { a: { $each: [1], $slice: 2 } } }],
    ['an invalid path', { $set: { 'a.$': 1 } }],
  ])('rejects %s', (_name, update) => {
    expect(() => parseUpdate(update as UpdateOperators)).toThrow(InvalidQueryError);
  });
});

describe('upsertSeed', () => {
  it('takes plain and $eq equalities, also inside $and, and nothing else', () => {
    expect(
      upsertSeed({
        _id: 'x',
        'a.b': 1,
        c: { $eq: null },
        d: { $gt: 1 },
        $and: [{ e: true }],
        $or: [{ f: 1 }],
      }),
    ).toEqual({ _id: 'x', a: { b: 1 }, c: null, e: true });
  });
});
