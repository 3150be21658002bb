import type { RequiredText } from '../hooks/use-required-text';

interface RequiredTextFieldProps {
  id: string;
  label: string;
  /** Shown under the field, and read with it, after an empty submit. */
  emptyMessage: string;
  maxLength: number;
  input: RequiredText;
  className?: string;
  autoFocus?: boolean;
}

/** The textarea of the feedback dialog and the contribution panel, with its empty-submit message. */
export function RequiredTextField({
  id,
  label,
  emptyMessage,
  maxLength,
  input,
  className,
  autoFocus,
}: RequiredTextFieldProps) {
  const messageId = `${id}-empty`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={input.field}
        id={id}
        className={className}
        rows={4}
        maxLength={maxLength}
        value={input.text}
        autoFocus={autoFocus}
        aria-invalid={input.empty || undefined}
        aria-describedby={input.empty ? messageId : undefined}
        onChange={(event) => input.change(event.target.value)}
      />
      {input.empty && (
        <p id={messageId} className="feedback-message feedback-message--error">
          {emptyMessage}
        </p>
      )}
    </>
  );
}
