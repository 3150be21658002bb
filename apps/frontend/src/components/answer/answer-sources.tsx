import type { AnswerSource } from '@buildmentor/contracts';
import { MAX_SOURCES_PER_ANSWER } from '@buildmentor/contracts/limits';

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

interface AnswerSourcesProps {
  sources: readonly AnswerSource[];
  /**
   * Opens a cited private document at the cited page. Only the owner's chat can (the shared page's
   * sources carry no document id), so without it a document source is its title only.
   */
  openDocument?: (documentId: string, page: number | undefined) => void;
}

/**
 * Spec section 9: at most 3 sources per message, community ones attributed to their partner. A
 * cited document opens at the cited page when the page can open it; a web source links out.
 */
export function AnswerSources({ sources, openDocument }: AnswerSourcesProps) {
  const shown = sources.slice(0, MAX_SOURCES_PER_ANSWER);
  if (shown.length === 0) return null;

  return (
    <div className="answer-sources">
      <h4 className="answer-sources__title">Sources</h4>
      <ul>
        {shown.map((source, index) => {
          const href = safeUrl(source.url);
          const documentId = source.document_id;
          return (
            <li key={`${source.title}-${index}`}>
              {documentId && openDocument ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => openDocument(documentId, source.page)}
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
