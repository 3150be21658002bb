import { useCallback, useEffect, useState } from 'react';

/** Spec section 9: the copy confirmation shows for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Puts text on the clipboard and says how it went: 'copied' or 'failed' for 2 seconds, then
 * 'idle' again. The answer's Copy as Markdown and every table's Copy use it.
 */
export function useClipboardCopy(): { state: CopyState; copy(text: string | (() => string)): Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  // A function is called inside the try: text that cannot be made counts as a failed copy.
  const copy = useCallback(async (text: string | (() => string)) => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);

  return { state, copy };
}
