import { makeSnippet } from './snippet';

describe('makeSnippet', () => {
  it('highlights matched words by prefix', () => {
    const { snippet, highlights } = makeSnippet(
      'Box guttering needs an overflow. Gutters drain.',
      'gutter overflow',
    );
    expect(highlights.map(([s, e]) => snippet.slice(s, e))).toEqual(['guttering', 'overflow', 'Gutters']);
  });

  it('cuts a long text around the densest matches, with ellipses', () => {
    const text = `${'filler '.repeat(100)}fire doors need a fire rating ${'filler '.repeat(100)}`;
    const { snippet, highlights } = makeSnippet(text, 'fire door', 80);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(highlights.map(([s, e]) => snippet.slice(s, e))).toEqual(['fire', 'doors', 'fire']);
  });
});
