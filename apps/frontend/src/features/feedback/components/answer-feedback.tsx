import { useRef, useState } from 'react';
import type { FeedbackRequest } from '@buildmentor/contracts';
import { ThumbDownIcon, ThumbUpIcon } from '../../../components/ui/icons';
import { PRODUCT_NAME } from '../../../config/product';
import { useDialogFocus } from '../../../hooks/use-dialog-focus';
import { useSentFeedback, useSubmitFeedback } from '../api/submit-feedback';
import { useRequiredText } from '../hooks/use-required-text';
import { RequiredTextField } from './required-text-field';
import { ResultMessage, type SendResult } from './result-message';
import { SubmitActions } from './submit-actions';

/** Spec section 8: what the user is told after sending feedback. */
export const FEEDBACK_SUCCESS_MESSAGE = `Thank you for your feedback! Your input helps improve ${PRODUCT_NAME} and is stored for our development team review.`;
export const FEEDBACK_FAILURE_MESSAGE =
  'Sorry, there was an issue submitting your feedback. Please try again.';

type FeedbackType = FeedbackRequest['feedback_type'];

interface AnswerFeedbackProps {
  /** The answer's message id (`<question_id>:answer`). */
  messageId: string;
  conversationId: string | null;
}

const THUMBS = [
  { type: 'positive', label: 'Helpful', Icon: ThumbUpIcon },
  { type: 'negative', label: 'Not helpful', Icon: ThumbDownIcon },
] as const;

/**
 * Thumbs up and down under an answer; each opens the feedback dialog for a comment. The thumb
 * sent last stays pressed (highlighted) for as long as the session lasts.
 */
export function AnswerFeedback({ messageId, conversationId }: AnswerFeedbackProps) {
  const [open, setOpen] = useState<FeedbackType | null>(null);
  const [result, setResult] = useState<SendResult | null>(null);
  const sent = useSentFeedback(messageId);

  return (
    <div className="answer-feedback">
      <span className="answer-feedback__label" id={`feedback-label-${messageId}`}>
        Was this helpful?
      </span>
      {THUMBS.map(({ type, label, Icon }) => (
        <button
          key={type}
          type="button"
          className="answer-feedback__thumb"
          aria-label={label}
          aria-pressed={sent === type}
          onClick={() => setOpen(type)}
        >
          <Icon />
        </button>
      ))}
      <ResultMessage result={result} />
      {open && (
        <FeedbackDialog
          type={open}
          messageId={messageId}
          conversationId={conversationId}
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
  conversationId: string | null;
  onClose(): void;
  onDone(result: SendResult): void;
}

function FeedbackDialog({ type, messageId, conversationId, onClose, onDone }: FeedbackDialogProps) {
  const submit = useSubmitFeedback(messageId);
  const comment = useRequiredText();
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(dialog, onClose, comment.field);
  const titleId = `feedback-title-${messageId}`;

  async function send() {
    const text = comment.take();
    if (!text) return;
    try {
      const response = await submit.mutateAsync({
        message_id: messageId,
        feedback_type: type,
        comment: text,
        ...(conversationId ? { session_id: conversationId } : {}),
      });
      onDone({ ok: true, text: response.message || FEEDBACK_SUCCESS_MESSAGE });
    } catch {
      onDone({ ok: false, text: FEEDBACK_FAILURE_MESSAGE });
    }
  }

  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {type === 'positive' ? 'What was helpful?' : 'What could be better?'}
        </h2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <RequiredTextField
            id={`feedback-comment-${messageId}`}
            label="Your comment"
            emptyMessage="Please enter a comment before submitting."
            maxLength={2000}
            input={comment}
            className="modal__field"
          />
          <SubmitActions
            className="modal__actions"
            submitLabel="Submit Feedback"
            pending={submit.isPending}
            onCancel={onClose}
          />
        </form>
      </div>
    </div>
  );
}
