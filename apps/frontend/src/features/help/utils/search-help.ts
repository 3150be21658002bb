import { HELP_CATEGORY_LABELS, type HelpArticle, type HelpCategory } from '../data/help-categories';

/** Words that say nothing about the topic; ignored when matching a question to articles. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or should the to what when where which who why will with you your'.split(
    ' ',
  ),
);

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

function searchableText(article: HelpArticle): string {
  return normalise(
    [article.question, article.excerpt, article.answer, HELP_CATEGORY_LABELS[article.category]].join(' '),
  );
}

/**
 * The help list: articles of the chosen category whose text contains every word of the query
 * (case- and accent-insensitive, any order). A blank query lists the whole category.
 */
export function searchHelpArticles(
  articles: readonly HelpArticle[],
  query: string,
  category: HelpCategory,
): HelpArticle[] {
  const terms = normalise(query).split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    if (category !== 'all' && article.category !== category) return false;
    const text = searchableText(article);
    return terms.every((term) => text.includes(term));
  });
}

/** Significant words of a question: lower-case, no punctuation or stop words, 3+ letters. */
function keywords(question: string): string[] {
  return normalise(question)
    .split(/[^a-z0-9/.]+/)
    .map((word) => word.replace(/^[./]+|[./]+$/g, ''))
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
}

/**
 * The articles that best answer a free-text question, for the Ask AI Assistant panel: each is
 * scored by how many of the question's keywords it contains (a keyword in the title counts
 * double), and only articles that match at least half the keywords are returned, best first.
 */
export function matchHelpArticles(
  articles: readonly HelpArticle[],
  question: string,
  limit = 2,
): HelpArticle[] {
  const words = [...new Set(keywords(question))];
  if (words.length === 0) return [];
  const needed = Math.max(1, Math.ceil(words.length / 2));
  return articles
    .map((article) => {
      const title = normalise(article.question);
      const text = searchableText(article);
      let matched = 0;
      let score = 0;
      for (const word of words) {
        if (!text.includes(word)) continue;
        matched += 1;
        score += title.includes(word) ? 2 : 1;
      }
      return { article, matched, score };
    })
    .filter((candidate) => candidate.matched >= needed)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((candidate) => candidate.article);
}
