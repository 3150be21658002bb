import { useId, useState, type FormEvent } from 'react';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../config/product';
import { SUPPORT_HOURS } from '../../../config/support';
import type { HelpArticle } from '../data/help-categories';
import { useHelpAssistant } from '../hooks/use-help-assistant';
import { ArticleText } from './article-text';

/** What the assistant says when no help article matches the question. */
export const CANNED_ANSWER = `I couldn't find a help article that answers that. For technical questions about the NCC, AS/NZS standards or your project, ask in the chat, where answers use your profile and documents. For help with your account, plan or ${PRODUCT_NAME} itself, email ${SUPPORT_EMAIL} (${SUPPORT_HOURS}).`;

/** The Ask AI Assistant panel: a question box, 'Thinking...' for 1.5 s, then the answer. */
export function AskAssistant({ articles }: { articles: readonly HelpArticle[] }) {
  const { state, ask, reset } = useHelpAssistant(articles);
  const [question, setQuestion] = useState('');
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    ask(question);
  }

  return (
    <section className="panel ask-assistant" aria-labelledby="ask-assistant-title">
      <h2 id="ask-assistant-title">Ask AI Assistant</h2>
      <form onSubmit={submit} className="ask-assistant__form">
        <label htmlFor={inputId}>Your question about {PRODUCT_NAME}</label>
        <textarea
          id={inputId}
          rows={3}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="e.g. Who can see my uploaded documents?"
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={!question.trim() || state.status === 'thinking'}
        >
          Ask
        </button>
      </form>
      <div aria-live="polite" className="ask-assistant__output">
        {state.status === 'thinking' && (
          <p className="ask-assistant__thinking" role="status">
            <span className="spinner spinner--sm" aria-hidden="true" /> Thinking...
          </p>
        )}
        {state.status === 'answered' && (
          <div className="ask-assistant__answer">
            <h3>Answer</h3>
            {state.articles.length === 0 ? (
              <p>{CANNED_ANSWER}</p>
            ) : (
              <>
                <p>From the Help Centre:</p>
                {state.articles.map((article) => (
                  <article key={article.id} className="ask-assistant__article" aria-label={article.question}>
                    <h4>{article.question}</h4>
                    <ArticleText text={article.answer} />
                  </article>
                ))}
              </>
            )}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                reset();
                setQuestion('');
              }}
            >
              Clear
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
