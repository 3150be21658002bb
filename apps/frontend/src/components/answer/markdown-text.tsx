import { memo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { markdownTableData } from './markdown-table';
import { ScrollRegion } from '../ui/scroll-region';
import { TableActions } from './blocks/table-actions';

/** Links go only to the web or to an email address; any other URL (javascript:, data:) is dropped. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export function safeMarkdownUrl(url: string, key: string): string | null {
  try {
    const parsed = new URL(url);
    if (key === 'src') return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
    return SAFE_PROTOCOLS.has(parsed.protocol) ? url : null;
  } catch {
    return null;
  }
}

type MdastNode = { type: string; value?: string; children?: MdastNode[] };

/**
 * HTML in an answer is shown as the text it is (spec section 2: HTML escaped), never as markup:
 * raw HTML nodes become text nodes before anything renders them.
 */
function remarkHtmlAsText() {
  const visit = (node: MdastNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(visit);
  };
  return visit;
}

const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkGfm, remarkHtmlAsText];

const COMPONENTS: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ node: _node, src, alt }) => (src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : <>{alt}</>),
  // Every GFM table gets the table blocks' look and their Copy and Export CSV (spec section 2).
  table: ({ node, children }) => (
    <div className="answer-table">
      <ScrollRegion className="answer-table__scroll" name={{ label: 'Table' }}>
        <table className="answer-table__table">{children}</table>
      </ScrollRegion>
      <TableActions table={markdownTableData(node)} />
    </div>
  ),
};

/**
 * Model text as Markdown (CommonMark and GFM: headings, lists, quotes, code, tables, links),
 * sanitised: HTML shows as text, links go only to http, https and mailto and open in a new tab.
 * Memoised, as is InlineMarkdown: the conversation re-renders on every key typed in the question
 * field, and parsing each answer again each time would make typing lag.
 */
export const MarkdownText = memo(function MarkdownText({ text }: { text: string }) {
  return (
    <div className="rich-text">
      <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS} urlTransform={safeMarkdownUrl}>
        {text}
      </Markdown>
    </div>
  );
});

/** Inline marks only (bold, italics, code, links): for a list item or a callout's line. */
const INLINE_ELEMENTS = ['strong', 'em', 'del', 'code', 'a', 'br'];

export const InlineMarkdown = memo(function InlineMarkdown({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      components={COMPONENTS}
      urlTransform={safeMarkdownUrl}
      allowedElements={INLINE_ELEMENTS}
      unwrapDisallowed
    >
      {text}
    </Markdown>
  );
});

/** Lines as list items, each with its inline marks: bullets, or numbered steps when `ordered`. */
export function InlineList({
  items,
  ordered = false,
  className,
}: {
  items: readonly string[];
  ordered?: boolean;
  className?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={index}>
          <InlineMarkdown text={item} />
        </li>
      ))}
    </List>
  );
}
