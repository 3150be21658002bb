import { parseInline, parseRichText } from './parse-rich-text';

describe('parseRichText', () => {
  it('groups lines into paragraphs and bullet lists', () => {
    expect(parseRichText('One\ntwo\n\nList:\n- a\n* b\n\n\nEnd')).toEqual([
      { type: 'paragraph', lines: ['One', 'two'] },
      { type: 'paragraph', lines: ['List:'] },
      { type: 'list', items: ['a', 'b'] },
      { type: 'paragraph', lines: ['End'] },
    ]);
  });

  it('keeps a line starting with **bold** as text, not a bullet', () => {
    expect(parseRichText('**Note:** check')).toEqual([{ type: 'paragraph', lines: ['**Note:** check'] }]);
  });
});

describe('parseInline', () => {
  it('marks **bold** spans and leaves an unmatched ** as text', () => {
    expect(parseInline('a **b** c **d')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c **d', bold: false },
    ]);
  });
});
