import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus for an inline question ("Are you sure?"): it goes to `answer` when the question opens
 * and back to `opener` when it closes, but not on first render, when nothing was asked yet.
 */
export function useQuestionFocus(
  asking: boolean,
  answer: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
): void {
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) answer.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking, answer, opener]);
}
