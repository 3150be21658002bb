import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloseButton } from '../../../components/ui/close-button';
import { EXAMPLES_COUNT, useExamples } from '../api/get-examples';
import { postTelemetry, postTelemetryLater } from '../api/post-telemetry';
import { FALLBACK_EXAMPLES } from '../data/fallback-examples';
import { examplesDismissed, rememberExamplesDismissed } from '../utils/examples-dismissed';
import '../../../styles/examples.css';

/** The window event the chat fires on New: the panel comes back and reloads. */
export const NEW_THREAD_EVENT = 'new_thread_started';
export const EXAMPLES_ERROR_MESSAGE = 'Unable to load examples. Try asking a question directly.';

function newSeed(): string {
  return Math.random().toString(36).slice(2, 10);
}

interface ExamplesPanelProps {
  /** The user's topics; the examples reload when they change. */
  topics: readonly string[];
  /** A suggestion was chosen: the chat fills the input and sends it. */
  onSelect(question: string): void;
  /** Shown when the server cannot be reached (spec: the 5 built-in questions). */
  fallbackExamples?: readonly string[];
}

/**
 * 'Try asking about...' (spec sections 2 and 4): loads on mount and when the topics change,
 * unless dismissed this session; loading skeleton, the suggestions (or the built-in ones when the
 * call fails), and an error with Retry only when there is nothing to show.
 */
export function ExamplesPanel({
  topics,
  onSelect,
  fallbackExamples = FALLBACK_EXAMPLES,
}: ExamplesPanelProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(examplesDismissed);
  const [seed, setSeed] = useState<string | undefined>(undefined);
  const query = useExamples({ topics, seed }, { enabled: !dismissed });

  useEffect(() => {
    const reshow = () => {
      rememberExamplesDismissed(false);
      setDismissed(false);
      void queryClient.invalidateQueries({ queryKey: ['prompts', 'examples'] });
    };
    window.addEventListener(NEW_THREAD_EVENT, reshow);
    return () => window.removeEventListener(NEW_THREAD_EVENT, reshow);
  }, [queryClient]);

  const served = query.data?.examples.slice(0, EXAMPLES_COUNT) ?? [];
  const usingFallback = served.length === 0 && (query.isError || query.isSuccess);
  const examples = usingFallback ? fallbackExamples.slice(0, EXAMPLES_COUNT) : served;
  const shownTopics = query.data?.topics.length ? query.data.topics : topics;
  const loading = query.isPending && query.fetchStatus === 'fetching';

  // examples_served once per list shown (a new load or the fallback after a failure).
  const reported = useRef('');
  useEffect(() => {
    if (dismissed || examples.length === 0) return;
    const key = `${query.dataUpdatedAt}:${query.errorUpdatedAt}`;
    if (reported.current === key) return;
    reported.current = key;
    // Shown as the page loads: reported once the page's own reads are done.
    postTelemetryLater('examples_served', {
      count: examples.length,
      topics: [...shownTopics],
      seed: usingFallback ? null : (query.data?.seed ?? null),
    });
  });

  if (dismissed) return null;

  const dismiss = () => {
    rememberExamplesDismissed(true);
    setDismissed(true);
    void postTelemetry('dismiss_examples', { reason: 'user_dismiss' });
  };

  const choose = (question: string, index: number) => {
    void postTelemetry('example_clicked', { example_text: question, index, topics: [...shownTopics] });
    onSelect(question);
  };

  let body;
  if (loading) {
    body = (
      <div className="examples__skeleton" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading examples...
        </p>
        {Array.from({ length: EXAMPLES_COUNT }, (_, index) => (
          <span
            key={index}
            className="examples__skeleton-line"
            data-testid="examples-skeleton"
            aria-hidden="true"
          />
        ))}
      </div>
    );
  } else if (examples.length === 0) {
    body = query.isError ? (
      <div className="examples__error" role="alert">
        <p>{EXAMPLES_ERROR_MESSAGE}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void query.refetch()}
        >
          Retry
        </button>
      </div>
    ) : null;
  } else {
    body = (
      <ul className="examples__list">
        {examples.map((question, index) => (
          <li key={question}>
            <button type="button" className="examples__item" onClick={() => choose(question, index)}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="examples" aria-labelledby={headingId}>
      <div className="examples__header">
        <h3 id={headingId} className="examples__title">
          Try asking about...
        </h3>
        {!loading && examples.length > 0 && (
          <span className="examples__count">
            {examples.length} {examples.length === 1 ? 'suggestion' : 'suggestions'}
          </span>
        )}
        <CloseButton className="examples__dismiss" label="Dismiss examples" onClick={dismiss} />
      </div>
      {shownTopics.length > 0 && (
        <p className="examples__topics">Suggestions based on recent topics: {shownTopics.join(', ')}</p>
      )}
      {body}
      <button
        type="button"
        className="examples__refresh"
        onClick={() => setSeed(newSeed())}
        disabled={loading}
      >
        Refresh examples
      </button>
    </section>
  );
}
