import { useRef, useState } from 'react';
import type { FeedbackRequest } from '@buildmentor/contracts';
import { ThumbDownIcon, ThumbUpIcon } from '../../../components/ui/icons';
import { PRODUCT_NAME } from '../../../config/product';
import { useSubmitFeedback } from '../api/submit-feedback';
import { useDialogFocus } from '../../../hooks/use-dialog-focus';

/** Spec section 8: what the user is told after sending feedback. */
export const FEEDBACK_SUCCESS_MESSAGE = `Thank you for your feedback! Your input helps improve ${PRODUCT_NAME} and is stored for our development team review.`;
export const FEEDBACK_FAILURE_MESSAGE = 'Sorry, there was an issue submitting your feedback. Please try again.';

type FeedbackType = FeedbackRequest['feedback_type'];

interface AnswerFeedbackProps {
  /** The answer's message id (`<question_id>:answer`). */
  messageId: string;
  sessionId: string | null;
}

/** Thumbs up and down under an answer; each opens the feedback dialog for a comment. */
export function AnswerFeedback({ messageId, sessionId }: AnswerFeedbackProps) {
  const [open, setOpen] = useState<FeedbackType | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  return (
    <div className="answer-feedback">
      <span className="answer-feedback__label" id={`feedback-label-${messageId}`}>
        Was this helpful?
      </span>
      <button type="button" className="answer-feedback__thumb" aria-label="Helpful" onClick={() => setOpen('positive')}>
        <ThumbUpIcon />
      </button>
      <button type="button" className="answer-feedback__thumb" aria-label="Not helpful" onClick={() => setOpen('negative')}>
        <ThumbDownIcon />
      </button>
      {result && (
        <p className={`feedback-message ${result.ok ? 'feedback-message--success' : 'feedback-message--error'}`} role="alert">
          {result.text}
        </p>
      )}
      {open && (
        <FeedbackDialog
          type={open}
          messageId={messageId}
          sessionId={sessionId}
          onClose={() => setOpen(null)}
          onDone={(outcome) => {
            setResult(outcome);
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}

interface FeedbackDialogProps {
  type: FeedbackType;
  messageId: string;
  sessionId: string | null;
  onClose(): void;
  onDone(result: { ok: boolean; text: string }): void;
}

function FeedbackDialog({ type, messageId, sessionId, onClose, onDone }: FeedbackDialogProps) {
  const submit = useSubmitFeedback();
  const [comment, setComment] = useState('');
  const [empty, setEmpty] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const onKeyDown = useDialogFocus(dialog, onClose, field);
  const titleId = `feedback-title-${messageId}`;

  async function send() {
    const text = comment.trim();
    // Spec section 5: an empty comment is not submitted.
    if (!text) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    try {
      const response = await submit.mutateAsync({
        message_id: messageId,
        feedback_type: type,
        comment: text,
        ...(sessionId ? { session_id: sessionId } : {}),
      });
      onDone({ ok: true, text: response.message || FEEDBACK_SUCCESS_MESSAGE });
    } catch {
      onDone({ ok: false, text: FEEDBACK_FAILURE_MESSAGE });
    }
  }

  return (
    <div className="modal-backdrop">
      <div ref={dialog} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="modal__title">
          {type === 'positive' ? 'What was helpful?' : 'What could be better?'}
        </h2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`feedback-comment-${messageId}`}>Your comment</label>
          <textarea
            ref={field}
            id={`feedback-comment-${messageId}`}
            className="modal__field"
            rows={4}
            maxLength={2000}
            value={comment}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? `feedback-empty-${messageId}` : undefined}
            onChange={(event) => {
              setComment(event.target.value);
              setEmpty(false);
            }}
          />
          {empty && (
            <p id={`feedback-empty-${messageId}`} className="feedback-message feedback-message--error">
              Please enter a comment before submitting.
            </p>
          )}
          <div className="modal__actions">
            <button type="submit" className="button button--primary" disabled={submit.isPending}>
              {submit.isPending ? 'Submitting...' : 'Submit Feedback'}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
