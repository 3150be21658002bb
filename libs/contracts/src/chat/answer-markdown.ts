import { technicalParts } from './answer-parts';
import type { AnswerBlock, AnswerSource, V2Answer } from './v2-answer.schema';

/**
 * An answer as one Markdown document: what "Copy as Markdown" puts on the clipboard and what a
 * conversation export is made of. Zod-free (types only), so the UI can import it through
 * `@buildmentor/contracts/answer-markdown` without pulling a schema into its bundle.
 *
 * The three parts keep the card titles of spec section 2; the blocks follow the technical text,
 * tables as GFM tables; sources are numbered in the order the answer cites them ([1], [2]...).
 */
export type MarkdownAnswer = Pick<V2Answer, 'title' | 'summary' | 'blocks' | 'response'> &
  Partial<Pick<V2Answer, 'meta' | 'sources'>>;

export function answerToMarkdown(answer: MarkdownAnswer, headingLevel = 2): string {
  const h = '#'.repeat(Math.min(Math.max(headingLevel, 1), 5));
  const sub = `${h}#`;
  const parts: string[] = [];
  const emoji = answer.meta?.emoji ? `${answer.meta.emoji} ` : '';
  if (answer.title.trim()) parts.push(`${h} ${emoji}${answer.title.trim()}`);
  if (answer.summary.trim()) parts.push(`_${escapeEmphasis(answer.summary.trim())}_`);

  // Each piece once, as the chat shows it: blocks repeating the text or the next steps are left out.
  const card = technicalParts(answer);
  const technical = [card.technical.trim(), ...card.blocks.map(blockToMarkdown)].filter(
    (part) => part.length > 0,
  );
  if (technical.length > 0) parts.push(`${sub} Technical Answer`, ...technical);
  if (answer.response.mentoring.trim())
    parts.push(`${sub} Mentoring Insight`, answer.response.mentoring.trim());
  const steps = answer.response.next_steps.map((step) => step.trim()).filter(Boolean);
  if (steps.length > 0)
    parts.push(`${sub} Next Steps`, steps.map((step, index) => `${index + 1}. ${oneLine(step)}`).join('\n'));
  const sources = answer.sources ?? [];
  if (sources.length > 0)
    parts.push(
      `${sub} Sources`,
      sources.map((source, index) => `${index + 1}. ${sourceLine(source)}`).join('\n'),
    );
  return `${parts.join('\n\n')}\n`;
}

export function blockToMarkdown(block: AnswerBlock): string {
  switch (block.type) {
    case 'markdown':
      return block.text.trim();
    case 'list':
      return block.items
        .map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${oneLine(item)}`)
        .join('\n');
    case 'code': {
      const fence = block.code.includes('```') ? '~~~~' : '```';
      return `${fence}${block.language}\n${block.code.replace(/\n$/, '')}\n${fence}`;
    }
    case 'table':
      return tableToMarkdown(block.headers, block.rows, block.caption);
    case 'callout':
      return block.text
        .trim()
        .split('\n')
        .map((line) => `> ${line}`.trimEnd())
        .join('\n');
    case 'image':
      return `![${block.alt.replace(/[[\]]/g, '')}](${block.src})${block.caption ? `\n\n_${escapeEmphasis(block.caption)}_` : ''}`;
    case 'other':
      return typeof block.content === 'string' ? block.content.trim() : JSON.stringify(block.content ?? null);
  }
}

/** A GFM table; cells lose their line breaks and escape the pipe that would split them. */
export function tableToMarkdown(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  caption = '',
): string {
  const width = Math.max(headers.length, ...rows.map((row) => row.length));
  if (width === 0) return '';
  const cell = (text: string | undefined) => oneLine(text ?? '').replace(/\|/g, '\\|') || ' ';
  const line = (cells: readonly (string | undefined)[]) =>
    `| ${Array.from({ length: width }, (_, index) => cell(cells[index])).join(' | ')} |`;
  const table = [line(headers), `|${' --- |'.repeat(width)}`, ...rows.map(line)].join('\n');
  return caption.trim() ? `**${caption.trim()}**\n\n${table}` : table;
}

function sourceLine(source: AnswerSource): string {
  const page = source.page !== undefined ? `, p. ${source.page}` : '';
  const partner = source.partner ? ` (${source.partner})` : '';
  const title = source.url ? `[${source.title.replace(/[[\]]/g, '')}](${source.url})` : source.title;
  return `${title}${page}${partner}`;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
const escapeEmphasis = (text: string) => text.replace(/_/g, '\\_');
