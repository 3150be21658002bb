import { highlightSnippet } from './highlight-snippet';

describe('highlightSnippet', () => {
  it('marks the matched ranges and keeps the text between them', () => {
    expect(
      highlightSnippet('a self-closing fire door', [
        [2, 6],
        [7, 14],
        [20, 24],
      ]),
    ).toEqual([
      { text: 'a ', marked: false },
      { text: 'self', marked: true },
      { text: '-', marked: false },
      { text: 'closing', marked: true },
      { text: ' fire ', marked: false },
      { text: 'door', marked: true },
    ]);
  });

  it('merges overlapping ranges, sorts them and clamps them to the text', () => {
    expect(
      highlightSnippet('abcdef', [
        [4, 99],
        [1, 3],
        [2, 4],
        [-5, 0],
        [5, 5],
      ]),
    ).toEqual([
      { text: 'a', marked: false },
      { text: 'bcdef', marked: true },
    ]);
  });

  it('returns the whole text unmarked without highlights', () => {
    expect(highlightSnippet('<b>not html</b>', [])).toEqual([{ text: '<b>not html</b>', marked: false }]);
  });
});
