import { useDeferredValue, useMemo, useState } from 'react';
import { SearchField } from '../../../components/ui/search-field';
import { HELP_CATEGORY_LABELS, type HelpArticle, type HelpCategory } from '../data/help-categories';
import { searchHelpArticles } from '../utils/search-help';
import { CategoryChips } from './category-chips';
import { HelpArticlesList } from './help-articles-list';
import { HelpEmptyState } from './help-empty-state';

/** Search box, category chips and the matching articles (or the empty-results message). */
export function HelpBrowser({ articles }: { articles: readonly HelpArticle[] }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategory>('all');
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(
    () => searchHelpArticles(articles, deferredQuery, category),
    [articles, deferredQuery, category],
  );
  const trimmed = deferredQuery.trim();

  return (
    <section className="help-browser" aria-labelledby="help-articles-title">
      <form role="search" className="help-search" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          label="Search help articles"
          labelClassName="help-search__label"
          value={query}
          onChange={setQuery}
          placeholder="e.g. fire doors, privacy, partner"
        />
      </form>
      <CategoryChips selected={category} onSelect={setCategory} />
      <h2 id="help-articles-title" className="help-browser__title">
        {category === 'all' ? 'Frequently asked questions' : HELP_CATEGORY_LABELS[category]}
      </h2>
      <p className="help-browser__count muted" role="status">
        {results.length === 1 ? '1 article' : `${results.length} articles`}
        {trimmed ? ` matching "${trimmed}"` : ''}
      </p>
      {results.length > 0 ? <HelpArticlesList articles={results} /> : <HelpEmptyState query={trimmed} />}
    </section>
  );
}
