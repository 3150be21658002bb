import { useCallback, useEffect, useRef, useState } from 'react';
import type { HelpArticle } from '../data/help-categories';
import { matchHelpArticles } from '../utils/search-help';

/** Spec section 9: the help assistant 'thinks' for 1.5 s before answering. */
export const HELP_ASSISTANT_DELAY_MS = 1500;

export type HelpAssistantState =
  | { status: 'closed' }
  | { status: 'thinking'; question: string }
  | { status: 'answered'; question: string; articles: HelpArticle[] };

/**
 * Spec section 4: closed, thinking for 1.5 s, answer shown. The answer is the help articles
 * that match the question (none means the canned answer); asking again restarts the delay.
 */
export function useHelpAssistant(articles: readonly HelpArticle[]) {
  const [state, setState] = useState<HelpAssistantState>({ status: 'closed' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = useCallback(
    (rawQuestion: string) => {
      const question = rawQuestion.trim();
      if (!question) return;
      clearTimeout(timer.current);
      setState({ status: 'thinking', question });
      timer.current = setTimeout(() => {
        setState({ status: 'answered', question, articles: matchHelpArticles(articles, question) });
      }, HELP_ASSISTANT_DELAY_MS);
    },
    [articles],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setState({ status: 'closed' });
  }, []);

  return { state, ask, reset };
}
