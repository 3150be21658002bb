import { canonicalJson } from './content-hash';

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('serialises like JSON.stringify otherwise: toJSON, undefined fields dropped, undefined items null', () => {
    expect(
      canonicalJson({ at: new Date('2024-01-02T03:04:05.000Z'), gone: undefined, list: [undefined] }),
    ).toBe('{"at":"2024-01-02T03:04:05.000Z","list":[null]}');
  });

  it('keeps a "__proto__" key as data', () => {
    expect(canonicalJson(JSON.parse('{"__proto__":{"x":1},"a":1}'))).toBe('{"__proto__":{"x":1},"a":1}');
  });
});
