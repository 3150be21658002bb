import { approximateBytes, BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  const byLength = (_key: string, value: string) => value.length;

  it('evicts the least recently used entries once their bytes pass the budget', () => {
    const cache = new BoundedCache<string, string>(10, byLength);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.bytes).toBe(8);
  });

  it('makes room for a heavy entry by evicting as many light ones as it takes', () => {
    const cache = new BoundedCache<string, string>(10, byLength);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, 'xx');
    cache.set('heavy', 'x'.repeat(9));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(9);
  });

  it('keeps nothing heavier than the whole budget, and forgets what the key held before', () => {
    const cache = new BoundedCache<string, string>(10, byLength);
    cache.set('a', 'small');
    cache.set('a', 'x'.repeat(11));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('counts a replaced entry once', () => {
    const cache = new BoundedCache<string, string>(10, byLength);
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaa');
    expect(cache.bytes).toBe(6);
    cache.delete('a');
    expect(cache.bytes).toBe(0);
  });
});

describe('approximateBytes', () => {
  it('grows with the contents of strings, arrays, objects, Maps and Sets', () => {
    expect(approximateBytes('x'.repeat(1000))).toBeGreaterThan(approximateBytes('x'));
    expect(approximateBytes({ a: 'x'.repeat(1000) })).toBeGreaterThan(1000);
    expect(approximateBytes(new Map([['k', { v: 'x'.repeat(1000) }]]))).toBeGreaterThan(1000);
    expect(approximateBytes(new Set(['x'.repeat(1000)]))).toBeGreaterThan(1000);
    expect(approximateBytes(['x'.repeat(1000)])).toBeGreaterThan(1000);
  });

  it('weighs a long uniform collection by its first entries, scaled to its length', () => {
    const entry = (i: number) => [`question-${String(i).padStart(4, '0')}`, { status: 'asked' }] as const;
    const short = new Map(Array.from({ length: 8 }, (_, i) => entry(i)));
    const long = new Map(Array.from({ length: 800 }, (_, i) => entry(i)));
    const perEntry = (approximateBytes(short) - approximateBytes(new Map())) / 8;
    expect(approximateBytes(long) - approximateBytes(new Map())).toBeCloseTo(perEntry * 800, -1);
  });
});
