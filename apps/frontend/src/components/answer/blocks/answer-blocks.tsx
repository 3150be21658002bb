import type { AnswerBlock } from '@buildmentor/contracts';
import { InlineList, InlineMarkdown, MarkdownText } from '../markdown-text';
import { TableBlock } from './table-block';

const CALLOUT_LABELS: Record<string, string> = {
  info: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  danger: 'Danger',
  success: 'Good to know',
};

/** Images load only from this site or over http(s); anything else is left out. */
function safeImageSrc(src: string): string | null {
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function otherText(content: unknown): string {
  if (typeof content === 'string') return content;
  try {
    return JSON.stringify(content, null, 2) ?? '';
  } catch {
    return String(content);
  }
}

/** One structured block (spec section 3: markdown, list, code, table, callout, image, other). */
export function AnswerBlockView({ block }: { block: AnswerBlock }) {
  switch (block.type) {
    case 'markdown':
      return <MarkdownText text={block.text} />;
    case 'list':
      return <InlineList items={block.items} ordered={block.ordered} className="answer-block-list" />;
    case 'code':
      return (
        <figure className="answer-code">
          {block.language && <figcaption className="answer-code__language">{block.language}</figcaption>}
          <pre>
            <code>{block.code}</code>
          </pre>
        </figure>
      );
    case 'table':
      return <TableBlock block={block} />;
    case 'callout':
      return (
        <div className={`callout callout--${block.tone}`} role="note">
          <strong className="callout__label">{CALLOUT_LABELS[block.tone] ?? 'Note'}: </strong>
          <InlineMarkdown text={block.text} />
        </div>
      );
    case 'image': {
      const src = safeImageSrc(block.src);
      return (
        <figure className="answer-image">
          {src ? <img src={src} alt={block.alt} loading="lazy" /> : <p>{block.alt}</p>}
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    }
    default:
      return <pre className="answer-other">{otherText((block as { content?: unknown }).content)}</pre>;
  }
}

export function AnswerBlocks({ blocks }: { blocks: readonly AnswerBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <div className="answer-blocks">
      {blocks.map((block, index) => (
        <AnswerBlockView key={index} block={block} />
      ))}
    </div>
  );
}
