import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { MAX_QUESTION_LENGTH } from '../../../config/limits';
import { SendIcon } from '../../../components/ui/icons';

interface ChatInputProps {
  onSend(question: string): void;
  /** No question can be asked (an exhausted trial). */
  disabled: boolean;
  /** A question is on its way; typing continues, sending waits. */
  busy: boolean;
  notice?: ReactNode;
}

/** Spec section 5: trimmed, empty is not sent, Enter sends and Shift+Enter adds a line. */
export function ChatInput({ onSend, disabled, busy, notice }: ChatInputProps) {
  const [value, setValue] = useState('');
  const canSend = !disabled && !busy && value.trim().length > 0;

  function submit() {
    if (!canSend) return;
    onSend(value.trim());
    setValue('');
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
        <label htmlFor="chat-question" className="visually-hidden">
          Your question
        </label>
        <textarea
          id="chat-question"
          className="chat-input__field"
          rows={2}
          maxLength={MAX_QUESTION_LENGTH}
          placeholder="Ask about the NCC, AS/NZS standards, building codes..."
          value={value}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className="button button--primary chat-input__send" disabled={!canSend} aria-label="Send question">
          <SendIcon />
        </button>
      </div>
      <p className="chat-input__hint">Enter to send, Shift+Enter for a new line</p>
    </form>
  );
}
