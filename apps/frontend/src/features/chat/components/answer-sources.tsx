import type { AnswerSource } from '@buildmentor/contracts';
import { MAX_SOURCES_PER_ANSWER } from '@buildmentor/contracts/limits';
import { openSourceDocument } from '../api/open-source-document';

/** Only web links are followed; anything else (javascript:, data:) is shown as plain text. */
function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Spec section 9: at most 3 sources per message, community ones attributed to their partner. A
 * cited document opens at the cited page.
 */
export function AnswerSources({ sources }: { sources: readonly AnswerSource[] }) {
  const shown = sources.slice(0, MAX_SOURCES_PER_ANSWER);
  if (shown.length === 0) return null;

  return (
    <div className="answer-sources">
      <h4 className="answer-sources__title">Sources</h4>
      <ul>
        {shown.map((source, index) => {
          const href = safeUrl(source.url);
          return (
            <li key={`${source.title}-${index}`}>
              {source.document_id ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => void openSourceDocument(source.document_id!, source.page)}
                >
                  {source.title}
                </button>
              ) : href ? (
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
