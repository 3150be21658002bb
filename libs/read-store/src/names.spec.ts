import { assertCollectionName, assertNamespaceName, parseFieldPath } from './names';
import { InvalidQueryError } from './read-store.errors';

describe('names', () => {
  it('turns dotted paths into SQLite JSON paths', () => {
    expect(parseFieldPath('a')).toMatchObject({ jsonPath: '$.a', segments: ['a'], isId: false });
    expect(parseFieldPath('a.b_2.0.c').jsonPath).toBe('$.a.b_2[0].c');
    expect(parseFieldPath('_id').isId).toBe(true);
  });

  it.each(['', 'a..b', '0', 'a.b-c', "a'b", 'a.$x', 'a.__proto__', 'a.01', 'a b'])(
    'rejects the field path %j',
    (path) => {
      expect(() => parseFieldPath(path)).toThrow(InvalidQueryError);
    },
  );

  it('accepts and rejects namespace and collection names', () => {
    expect(assertNamespaceName('green-2')).toBe('green-2');
    expect(assertCollectionName('audit_log')).toBe('audit_log');
    for (const bad of ['Green', 'a_b', '-a', 'registry', ''])
      expect(() => assertNamespaceName(bad)).toThrow(InvalidQueryError);
    for (const bad of ['1a', 'a-b', 'A', 'sqlite_master', 'checkpoints', '']) {
      expect(() => assertCollectionName(bad)).toThrow(InvalidQueryError);
    }
  });
});
