import { useId, useRef, useState } from 'react';
import { useSubmitContribution } from '../api/submit-contribution';
import { useRequiredText } from '../hooks/use-required-text';
import { RequiredTextField } from './required-text-field';
import { ResultMessage, type SendResult } from './result-message';
import { SubmitActions } from './submit-actions';

export const CONTRIBUTION_SUCCESS_MESSAGE = 'Thank you! Your contribution has been sent for review.';
export const CONTRIBUTION_FAILURE_MESSAGE =
  'Sorry, there was an issue submitting your contribution. Please try again.';

interface ContributionPanelProps {
  messageId: string;
  conversationId: string | null;
}

/**
 * The per-message contribution panel (spec section 2): knowledge a user adds to an answer, with
 * an opt-in to be credited. Empty text is not submitted (spec section 5).
 */
export function ContributionPanel({ messageId, conversationId }: ContributionPanelProps) {
  const id = useId();
  const submit = useSubmitContribution();
  const [open, setOpen] = useState(false);
  const text = useRequiredText();
  const [credit, setCredit] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  async function send() {
    const contribution = text.take();
    if (!contribution) return;
    try {
      const response = await submit.mutateAsync({
        message_id: messageId,
        contribution_text: contribution,
        opt_in_credit: credit,
        session_id: conversationId,
      });
      setResult({ ok: true, text: response.message || CONTRIBUTION_SUCCESS_MESSAGE });
      text.change('');
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
        className="link-button contribution__toggle"
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
          <RequiredTextField
            id={`${id}-text`}
            label="What would you add to this answer?"
            emptyMessage="Please enter your contribution before submitting."
            maxLength={5000}
            input={text}
            autoFocus
          />
          <label className="contribution__credit">
            <input type="checkbox" checked={credit} onChange={(event) => setCredit(event.target.checked)} />{' '}
            Credit me by name if this is used
          </label>
          <SubmitActions
            className="contribution__actions"
            submitLabel="Submit Contribution"
            pending={submit.isPending}
            onCancel={close}
            small
          />
        </form>
      )}
      <ResultMessage result={result} />
    </div>
  );
}
