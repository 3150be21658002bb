import { useId, useRef, useState } from 'react';
import { useSubmitContribution } from '../api/submit-contribution';

export const CONTRIBUTION_SUCCESS_MESSAGE = 'Thank you! Your contribution has been sent for review.';
export const CONTRIBUTION_FAILURE_MESSAGE = 'Sorry, there was an issue submitting your contribution. Please try again.';

interface ContributionPanelProps {
  messageId: string;
  sessionId: string | null;
}

/**
 * The per-message contribution panel (spec section 2): knowledge a user adds to an answer, with
 * an opt-in to be credited. Empty text is not submitted (spec section 5).
 */
export function ContributionPanel({ messageId, sessionId }: ContributionPanelProps) {
  const id = useId();
  const submit = useSubmitContribution();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [credit, setCredit] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  async function send() {
    const contribution = text.trim();
    if (!contribution) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    try {
      const response = await submit.mutateAsync({ message_id: messageId, contribution_text: contribution, opt_in_credit: credit, session_id: sessionId });
      setResult({ ok: true, text: response.message || CONTRIBUTION_SUCCESS_MESSAGE });
      setText('');
      setCredit(false);
      close();
    } catch {
      setResult({ ok: false, text: CONTRIBUTION_FAILURE_MESSAGE });
    }
  }

  return (
    <div className="contribution">
      <button
        ref={toggle}
        type="button"
        className="contribution__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          setResult(null);
          setOpen((value) => !value);
        }}
      >
        Contribute knowledge
      </button>
      {open && (
        <form
          id={`${id}-panel`}
          className="contribution__panel"
          aria-label="Contribute knowledge"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`${id}-text`}>What would you add to this answer?</label>
          <textarea
            ref={field}
            id={`${id}-text`}
            rows={4}
            maxLength={5000}
            value={text}
            autoFocus
            aria-invalid={empty || undefined}
            aria-describedby={empty ? `${id}-empty` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setEmpty(false);
            }}
          />
          {empty && (
            <p id={`${id}-empty`} className="feedback-message feedback-message--error">
              Please enter your contribution before submitting.
            </p>
          )}
          <label className="contribution__credit">
            <input type="checkbox" checked={credit} onChange={(event) => setCredit(event.target.checked)} /> Credit me by name if this is
            used
          </label>
          <div className="contribution__actions">
            <button type="submit" className="button button--primary button--small" disabled={submit.isPending}>
              {submit.isPending ? 'Submitting...' : 'Submit Contribution'}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {result && (
        <p className={`feedback-message ${result.ok ? 'feedback-message--success' : 'feedback-message--error'}`} role="alert">
          {result.text}
        </p>
      )}
    </div>
  );
}
