import type { KnowledgeSearchResponse } from '@buildmentor/contracts';
import { highlightSnippet } from '../utils/highlight-snippet';

type Result = KnowledgeSearchResponse['results'][number];

/** The snippet as text with the matched words in <mark> (never HTML from the server). */
function Snippet({ result }: { result: Result }) {
  return (
    <p className="vault-result__snippet">
      {highlightSnippet(result.snippet, result.highlights).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

export function SearchResults({ results }: { results: readonly Result[] }) {
  if (results.length === 0) {
    return (
      <div className="vault-search__empty" role="status">
        <p className="vault-search__empty-title">No documents found matching your search.</p>
        <p className="vault-search__empty-hint">Try different keywords or check your document uploads.</p>
      </div>
    );
  }
  return (
    <>
      <p className="vault-search__count" role="status">
        {results.length} {results.length === 1 ? 'result' : 'results'}
      </p>
      <ol className="vault-results" aria-label="Search results">
        {results.map((result, index) => (
          <li key={`${result.document_id}-${result.page}-${index}`} className="vault-result">
            <div className="vault-result__head">
              <span className="vault-result__file">{result.filename}</span>
              {result.kind === 'mentor_note' ? (
                <span className="badge vault-badge vault-badge--note">Mentor note</span>
              ) : (
                <span className="vault-result__page">Page {result.page}</span>
              )}
              {result.scope === 'community' ? (
                <>
                  <span className="badge vault-badge vault-badge--verified">Verified</span>
                  {result.partner && <span className="vault-result__partner">by {result.partner}</span>}
                </>
              ) : (
                <span className="badge vault-badge vault-badge--private">Private</span>
              )}
            </div>
            <Snippet result={result} />
          </li>
        ))}
      </ol>
    </>
  );
}
