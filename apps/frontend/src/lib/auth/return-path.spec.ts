import { safeReturnPath, signInPath } from './return-path';

const ORIGIN = 'https://buildmentor.example';

describe('signInPath', () => {
  it('puts the return path, encoded, in ?next=', () => {
    const path = signInPath('/auth', '/pricing?plan=pro');
    expect(path).toBe('/auth?next=%2Fpricing%3Fplan%3Dpro');
    expect(new URLSearchParams(path.split('?')[1]).get('next')).toBe('/pricing?plan=pro');
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnPath('/pricing?plan=pro', ORIGIN)).toBe('/pricing?plan=pro');
    expect(safeReturnPath('/help#billing', ORIGIN)).toBe('/help#billing');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/pricing'],
    ['a protocol-relative URL', '//evil.example/pricing'],
    ['a backslash host', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'pricing'],
  ])('refuses %s', (_name, next) => {
    expect(safeReturnPath(next, ORIGIN)).toBeNull();
  });
});
