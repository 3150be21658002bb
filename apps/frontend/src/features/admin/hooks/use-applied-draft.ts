import { useState, type FormEvent } from 'react';

/**
 * A toolbar's values as typed (`draft`) and as last submitted (`applied`, what the query reads),
 * so a search or filter runs on Enter or its button, not on every keystroke.
 */
export function useAppliedDraft<T>(initial: T) {
  const [draft, setDraft] = useState(initial);
  const [applied, setApplied] = useState(initial);

  function apply(event: FormEvent) {
    event.preventDefault();
    setApplied(draft);
  }

  return { draft, setDraft, applied, apply };
}
