import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: the confirmation shows 1 s after the email client is opened. */
export const CONTACT_CONFIRMATION_DELAY_MS = 1000;

export type ContactPhase = 'editing' | 'sending' | 'sent';

/**
 * Spec section 4: editing, sending (the email client opens), then after 1 s the confirmation.
 * Back to Form returns to editing with the values kept.
 */
export function useContactSubmission(openMail: (href: string) => void) {
  const [phase, setPhase] = useState<ContactPhase>('editing');
  const [href, setHref] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback(
    (mailto: string) => {
      setHref(mailto);
      setPhase('sending');
      openMail(mailto);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setPhase('sent'), CONTACT_CONFIRMATION_DELAY_MS);
    },
    [openMail],
  );

  const backToForm = useCallback(() => {
    clearTimeout(timer.current);
    setPhase('editing');
  }, []);

  return { phase, href, send, backToForm };
}
