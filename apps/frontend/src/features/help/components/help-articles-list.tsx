import { HELP_CATEGORY_LABELS, type HelpArticle } from '../data/help-categories';
import { ArticleText } from './article-text';

/** The FAQ list: each question opens its answer in place (native disclosure, keyboard-ready). */
export function HelpArticlesList({ articles }: { articles: readonly HelpArticle[] }) {
  return (
    <ul className="plain-list help-articles">
      {articles.map((article) => (
        <li key={article.id} className="help-article">
          <details>
            <summary>
              <span className="help-article__question">{article.question}</span>
              <span className="help-article__excerpt">{article.excerpt}</span>
              <span className="badge">{HELP_CATEGORY_LABELS[article.category]}</span>
            </summary>
            <div className="help-article__answer">
              <ArticleText text={article.answer} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
