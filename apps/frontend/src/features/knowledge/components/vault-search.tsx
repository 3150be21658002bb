import { useId, useState, type FormEvent } from 'react';
import { SearchField } from '../../../components/ui/search-field';
import { ApiError } from '../../../lib/api-error';
import { useSearchKnowledge } from '../api/search-knowledge';
import { SearchResults } from './search-results';

export const SEARCH_FAILED = 'Search functionality is currently unavailable. Please try again later.';

/** A query the server refuses (400, e.g. no words in it) says why; any other failure is the spec's message. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400)
    return error.problem?.errors?.[0]?.message ?? error.detail;
  return SEARCH_FAILED;
}

/**
 * Searches the user's own documents and community content (Enter or the Search button). A
 * query blank after trimming disables the button and does nothing. States: idle, loading,
 * results, empty or error.
 */
export function VaultSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const search = useSearchKnowledge(submitted);
  const blank = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    // The same query again is a retry: fetch it afresh.
    if (query === submitted) void search.refetch();
    else setSubmitted(query);
  }

  return (
    <section className="vault-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Search
      </h2>
      <form role="search" className="vault-search__form" onSubmit={submit}>
        <SearchField
          label="Search your knowledge banks"
          labelClassName="visually-hidden"
          className="vault-search__input"
          placeholder="Search your documents and community content..."
          value={text}
          maxLength={300}
          onChange={setText}
        />
        <button type="submit" className="button button--primary" disabled={blank || search.isFetching}>
          {search.isFetching ? 'Searching...' : 'Search'}
        </button>
      </form>
      {submitted && (
        <div className="vault-search__outcome" aria-live="polite">
          {search.isFetching ? (
            <p role="status" className="vault-empty">
              <span className="spinner spinner--sm" aria-hidden="true" /> Searching...
            </p>
          ) : search.isError ? (
            <>
              <p role="alert" className="vault-message vault-message--error">
                {failureText(search.error)}
              </p>
              <p className="vault-search__count">0 results</p>
            </>
          ) : search.data ? (
            <SearchResults results={search.data.results} />
          ) : null}
        </div>
      )}
    </section>
  );
}
