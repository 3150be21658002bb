/**
 * The small text format answers use (spec section 2): paragraphs separated by blank lines, '- '
 * bullet lists and **bold**. Parsing yields plain strings which React renders as text nodes, so
 * whatever HTML an answer contains is shown escaped, never interpreted.
 */
export type RichTextBlock = { type: 'paragraph'; lines: string[] } | { type: 'list'; items: string[] };

export type InlineSegment = { text: string; bold: boolean };

/** Markdown's '- ' and '* ' bullets; '**' (bold) is not a bullet because it lacks the space. */
const BULLET = /^\s*[-*]\s+/;

export function parseRichText(text: string): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ type: 'list', items: list });
    list = [];
  };

  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (BULLET.test(rawLine)) {
      flushParagraph();
      list.push(rawLine.replace(BULLET, '').trim());
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** Splits a line on **bold** spans; an unmatched '**' stays literal text. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const bold = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(bold)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), bold: false });
    segments.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments;
}
