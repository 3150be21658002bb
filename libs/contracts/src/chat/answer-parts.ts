import type { AnswerBlock, AnswerResponse } from './v2-answer.schema';

/**
 * The sentence the offline answerer used to put inside every answer (technical text and a warning
 * callout). The chat now says it once per conversation instead, so the renderer hides it in the
 * answers recorded with it. Here, zod-free, so the UI can import it through
 * `@buildmentor/contracts/answer-parts`.
 */
export const OFFLINE_NOTICE =
  'Offline answerer: this answer was composed from built-in guidance without an AI model. Check the referenced documents before relying on it.';

/** The parts of an answer's technical card, each piece of text once. */
export interface TechnicalParts {
  /** The technical text, less the offline notice when it is hidden. */
  technical: string;
  /** The blocks that say something the text, the next steps and the blocks before them do not. */
  blocks: AnswerBlock[];
}

/**
 * Answers have said the same thing twice: the offline answerer put its body both in
 * `response.technical` and in a markdown block, its next steps in a list block (they have their
 * own card) and its notice in the text and a callout; the model path puts the technical text in a
 * markdown block too. Recorded answers keep that shape forever, so whoever shows or copies an
 * answer takes its technical card from here rather than trusting the answerer.
 *
 * A block is left out when each of its paragraphs is already a paragraph of the technical text or
 * of a block kept before it, or when it is a list of the next steps. Paragraphs are compared
 * without their Markdown and spacing (see `normalizeText`). `hideOfflineNotice` also drops the
 * offline notice (the chat shows it once per conversation).
 */
export function technicalParts(
  answer: { blocks: readonly AnswerBlock[]; response: Pick<AnswerResponse, 'technical' | 'next_steps'> },
  { hideOfflineNotice = false }: { hideOfflineNotice?: boolean } = {},
): TechnicalParts {
  const notice = normalizeText(OFFLINE_NOTICE);
  const textParagraphs = paragraphs(answer.response.technical ?? '');
  // Recorded answers hold the notice word for word, so the exact text is cut out.
  const technical = hideOfflineNotice
    ? (answer.response.technical ?? '')
        .split(OFFLINE_NOTICE)
        .map((part) => part.trim())
        .filter(Boolean)
        .join('\n\n')
    : (answer.response.technical ?? '');
  const seen = new Set(textParagraphs.map(normalizeText).filter(Boolean));
  if (hideOfflineNotice) seen.add(notice);
  const steps = listText(answer.response.next_steps ?? []);

  const blocks = answer.blocks.filter((block) => {
    if (block.type === 'list' && steps && listText(block.items) === steps) return false;
    const parts = paragraphs(blockText(block)).map(normalizeText).filter(Boolean);
    if (parts.length > 0 && parts.every((part) => seen.has(part))) return false;
    for (const part of parts) seen.add(part);
    return true;
  });
  return { technical, blocks };
}

/**
 * Text as compared for repeats: lower case, with Markdown marks, punctuation and spacing reduced
 * to single spaces (letters and digits of any script are kept), and links and images reduced to
 * their text, so '> **Section 7** applies.' and 'Section 7 applies' are the same paragraph.
 */
export function normalizeText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** List items as compared, without the '1. ' or '- ' some answers write before each. */
function listText(items: readonly string[]): string {
  return normalizeText(items.map((item) => item.replace(/^\s*(?:[-*+]|\d{1,2}[.)])\s+/, '')).join('\n'));
}

/**
 * Blank-line separated paragraphs (a table or a list is one paragraph). Code fences are left out,
 * so fenced code in the text compares with a code block's code.
 */
function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/^[ \t]*(```|~~~)[^\n]*$/gm, '')
    .split(/\n[ \t>]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A block's text as its paragraphs would read in the technical text. */
function blockText(block: AnswerBlock): string {
  switch (block.type) {
    case 'markdown':
      return block.text;
    case 'list':
      return block.items.join('\n');
    case 'code':
      return block.code;
    case 'table':
      return [block.headers, ...block.rows].map((row) => row.join(' ')).join('\n');
    case 'callout':
      return block.text;
    case 'image':
      return [block.alt, block.caption].filter(Boolean).join('\n\n');
    case 'other':
      return typeof block.content === 'string' ? block.content : (JSON.stringify(block.content) ?? '');
  }
}
