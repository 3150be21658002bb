import { jsonEqual } from './json-equal';

describe('jsonEqual', () => {
  it('ignores key order, not array order, and compares numbers by value', () => {
    expect(jsonEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1.0 })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(jsonEqual({ a: null }, { b: null })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
  });
});
