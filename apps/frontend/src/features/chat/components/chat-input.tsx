import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { MAX_QUESTION_LENGTH } from '@buildmentor/contracts/limits';
import { SendIcon, StopIcon } from '../../../components/ui/icons';

interface ChatInputProps {
  value: string;
  onChange(value: string): void;
  onSend(question: string): void;
  enhanced: boolean;
  onEnhancedChange(enhanced: boolean): void;
  /** No question can be asked (an exhausted trial or daily allowance). */
  disabled: boolean;
  /** A question is on its way; typing continues, sending waits. */
  busy: boolean;
  /** Ends the answer on its way: while busy, a Stop button takes the Send button's place. */
  onStop?(): void;
  notice?: ReactNode;
}

export const QUESTION_FIELD_ID = 'chat-question';

/** Spec section 5: trimmed, empty is not sent, Enter sends and Shift+Enter adds a line. */
export function ChatInput({
  value,
  onChange,
  onSend,
  enhanced,
  onEnhancedChange,
  disabled,
  busy,
  onStop,
  notice,
}: ChatInputProps) {
  const canSend = !disabled && !busy && value.trim().length > 0;

  function submit() {
    if (!canSend) return;
    onSend(value.trim());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an IME is composing, Enter confirms the composition rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  return (
    <form className="chat-input" onSubmit={handleSubmit}>
      {notice}
      <div className="chat-input__row">
        <label htmlFor={QUESTION_FIELD_ID} className="visually-hidden">
          Your question
        </label>
        <textarea
          id={QUESTION_FIELD_ID}
          className="chat-input__field"
          rows={2}
          maxLength={MAX_QUESTION_LENGTH}
          placeholder="Ask about the NCC, AS/NZS standards, building codes..."
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        {busy && onStop ? (
          <button
            type="button"
            className="button button--secondary chat-input__send chat-input__stop"
            onClick={onStop}
            aria-label="Stop answer"
          >
            <StopIcon />
          </button>
        ) : (
          <button
            type="submit"
            className="button button--primary chat-input__send"
            disabled={!canSend}
            aria-label="Send question"
          >
            <SendIcon />
          </button>
        )}
      </div>
      <div className="chat-input__options">
        <label className="chat-input__enhanced">
          <input
            type="checkbox"
            checked={enhanced}
            disabled={disabled}
            onChange={(event) => onEnhancedChange(event.target.checked)}
            aria-describedby="chat-enhanced-hint"
          />{' '}
          Enhanced
        </label>
        <span id="chat-enhanced-hint" className="chat-input__hint">
          Uses your uploaded documents. Enter to send, Shift+Enter for a new line
        </span>
      </div>
    </form>
  );
}
