import type { ComponentType, ReactNode, SVGProps } from 'react';
import type { AnswerBlock, SharedAnswer as SharedAnswerData, SharedSource } from '@buildmentor/contracts';
import { LightbulbIcon, StepsIcon, WrenchIcon } from '../../../components/ui/icons';

/**
 * A recorded answer, read-only, as the chat shows it: title and summary, then the three cards
 * (Technical Answer with its blocks, Mentoring Insight, Next Steps) and the sources, in the chat's
 * classes so it looks the same. Text is shown as the model wrote it, paragraph by paragraph, and
 * never as HTML; links only for http(s) addresses.
 */
export function SharedAnswer({ answer }: { answer: SharedAnswerData }) {
  const { technical, mentoring, next_steps: nextSteps } = answer.response;
  return (
    <div className="answer">
      {answer.title && (
        <h3 className="answer__title">
          {answer.meta.emoji && <span aria-hidden="true">{answer.meta.emoji} </span>}
          {answer.title}
        </h3>
      )}
      {answer.summary && <p className="answer__summary">{answer.summary}</p>}
      {(technical.trim() || answer.blocks.length > 0) && (
        <Card kind="technical" title="Technical Answer" Icon={WrenchIcon}>
          <Paragraphs text={technical} />
          {answer.blocks.length > 0 && (
            <div className="answer-blocks">
              {answer.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </div>
          )}
        </Card>
      )}
      {mentoring.trim() && (
        <Card kind="mentoring" title="Mentoring Insight" Icon={LightbulbIcon}>
          <Paragraphs text={mentoring} />
        </Card>
      )}
      {nextSteps.length > 0 && (
        <Card kind="next-steps" title="Next Steps" Icon={StepsIcon}>
          <ol className="answer-card__steps">
            {nextSteps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </Card>
      )}
      <Sources sources={answer.sources} />
    </div>
  );
}

interface CardProps {
  kind: 'technical' | 'mentoring' | 'next-steps';
  title: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  children: ReactNode;
}

function Card({ kind, title, Icon, children }: CardProps) {
  return (
    <section className={`answer-card answer-card--${kind}`} aria-label={title}>
      <h4 className="answer-card__title">
        <Icon className="answer-card__icon" />
        {title}
      </h4>
      <div className="rich-text">{children}</div>
    </section>
  );
}

function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="shared-answer__text">
          {paragraph}
        </p>
      ))}
    </>
  );
}

function Block({ block }: { block: AnswerBlock }) {
  switch (block.type) {
    case 'markdown':
      return <Paragraphs text={block.text} />;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case 'code':
      return (
        <div className="answer-code">
          {block.language && <span className="answer-code__language">{block.language}</span>}
          <pre>
            <code>{block.code}</code>
          </pre>
        </div>
      );
    case 'table':
      return (
        <div className="answer-table__scroll">
          <table className={`answer-table__table${block.dense ? ' answer-table__table--dense' : ''}`}>
            {block.caption && <caption>{block.caption}</caption>}
            <thead>
              <tr>
                {block.headers.map((header, index) => (
                  <th key={index} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'callout':
      return <p className={`shared-answer__callout shared-answer__callout--${block.tone}`}>{block.text}</p>;
    case 'image':
      return block.caption || block.alt ? (
        <p className="shared-answer__text">{block.caption || block.alt}</p>
      ) : null;
    case 'other':
      return typeof block.content === 'string' ? <Paragraphs text={block.content} /> : null;
  }
}

/** Only web links are followed; anything else is shown as text. */
function webUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function Sources({ sources }: { sources: readonly SharedSource[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="answer-sources">
      <h4 className="answer-sources__title">Sources</h4>
      <ul>
        {sources.map((source, index) => {
          const href = webUrl(source.url);
          return (
            <li key={index}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {source.title}
                </a>
              ) : (
                <span>{source.title}</span>
              )}
              {source.page !== undefined && <span className="answer-sources__meta">, p. {source.page}</span>}
              {source.partner && <span className="answer-sources__meta"> by {source.partner}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
