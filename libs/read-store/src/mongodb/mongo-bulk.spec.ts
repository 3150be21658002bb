import { bulkOperations, checkpointOperations, type MongoDoc, storedCopy } from './mongo-bulk';

describe('bulkOperations', () => {
  it('turns each buffered document into one upserting replace and each deletion into one delete', () => {
    const writes = new Map<string, MongoDoc | null>([
      ['a', { _id: 'a', n: 1 }],
      ['b', null],
      ['c', { _id: 'c', n: 3 }],
    ]);
    expect(bulkOperations(writes)).toEqual([
      { deleteOne: { filter: { _id: 'b' } } },
      { replaceOne: { filter: { _id: 'a' }, replacement: { _id: 'a', n: 1 }, upsert: true } },
      { replaceOne: { filter: { _id: 'c' }, replacement: { _id: 'c', n: 3 }, upsert: true } },
    ]);
  });

  it('sends deletes first, then replacements in the order given (last write order)', () => {
    const writes = new Map<string, MongoDoc | null>([
      ['z', { _id: 'z' }],
      ['y', null],
      ['x', { _id: 'x' }],
      ['w', null],
    ]);
    const kinds = bulkOperations(writes).map((operation) => {
      const [kind, model] = Object.entries(operation)[0]!;
      return `${kind}:${(model as { filter: { _id: string } }).filter._id}`;
    });
    expect(kinds).toEqual(['deleteOne:y', 'deleteOne:w', 'replaceOne:z', 'replaceOne:x']);
  });

  it('is empty for no writes', () => {
    expect(bulkOperations(new Map())).toEqual([]);
  });
});

describe('checkpointOperations', () => {
  it('upserts each checkpoint position', () => {
    expect(
      checkpointOperations(
        new Map([
          ['projector', 42],
          ['other', 7],
        ]),
      ),
    ).toEqual([
      { updateOne: { filter: { _id: 'projector' }, update: { $set: { position: 42 } }, upsert: true } },
      { updateOne: { filter: { _id: 'other' }, update: { $set: { position: 7 } }, upsert: true } },
    ]);
  });
});

describe('storedCopy', () => {
  it('copies deeply, leaving out undefined fields as ignoreUndefined does', () => {
    const at = new Date('2024-01-01T00:00:00Z');
    const doc = {
      _id: 'a',
      gone: undefined,
      nested: { keep: 1, gone: undefined },
      list: [1, undefined, { x: 2 }],
      at,
    };
    const copy = storedCopy(doc);
    expect(copy).toEqual({ _id: 'a', nested: { keep: 1 }, list: [1, null, { x: 2 }], at });
    expect(Object.keys(copy)).not.toContain('gone');
    copy.nested.keep = 5;
    (copy.list[2] as { x: number }).x = 9;
    expect(doc.nested.keep).toBe(1);
    expect((doc.list[2] as { x: number }).x).toBe(2);
    expect(copy.at).toBe(at);
  });
});
