import { Fragment } from 'react';
import { parseInline, parseRichText } from '../utils/parse-rich-text';

/** One line with its **bold** spans; text nodes only, so embedded HTML shows as text. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((segment, index) =>
        segment.bold ? (
          <strong key={index}>{segment.text}</strong>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Lines as list items, each with its **bold** spans: bullets, or numbered steps when `ordered`. */
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
          <InlineText text={item} />
        </li>
      ))}
    </List>
  );
}

/** Paragraphs, '- ' bullet lists and **bold** (spec section 2, Answer cards). */
export function RichText({ text }: { text: string }) {
  return (
    <div className="rich-text">
      {parseRichText(text).map((block, index) =>
        block.type === 'list' ? (
          <InlineList key={index} items={block.items} />
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <InlineText text={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
