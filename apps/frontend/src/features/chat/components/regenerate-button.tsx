import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { RegenerateRefusal } from '../hooks/use-regenerate-answer';
import '../../../styles/regenerate.css';

interface RegenerateButtonProps {
  onRegenerate(): void;
  /** An answer is being written (a question or a regeneration): wait for it. */
  busy: boolean;
  /** Regenerating costs a question, and none is left. */
  noQuestionsLeft: boolean;
  /** Why the last regeneration was refused (on 402, the spec's upgrade message and the plans). */
  error: RegenerateRefusal | null;
}

/**
 * "Regenerate" under the conversation's last answer: asks its question again (it counts as a
 * question). Unavailable while an answer is written or when no questions are left, it stays
 * focusable (aria-disabled, not disabled) so keyboard and screen-reader users hear why.
 */
export function RegenerateButton({ onRegenerate, busy, noQuestionsLeft, error }: RegenerateButtonProps) {
  const hintId = useId();
  const unavailable = busy || noQuestionsLeft;
  return (
    <div className="regenerate">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-disabled={unavailable}
        aria-describedby={hintId}
        onClick={() => {
          if (!unavailable) onRegenerate();
        }}
      >
        {busy && <Spinner size="sm" />} Regenerate
      </button>
      <span id={hintId} className="visually-hidden">
        {noQuestionsLeft
          ? 'No questions left: regenerating an answer uses a question.'
          : 'Asks this question again for a new answer. Uses a question.'}
      </span>
      {error && (
        <p className="regenerate__error" role="alert">
          {error.message} {error.upgrade && <Link to={paths.pricing.path}>View plans</Link>}
        </p>
      )}
    </div>
  );
}
