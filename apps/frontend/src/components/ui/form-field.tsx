import type { ReactNode } from 'react';

/** The id of a control's error line, which the control names as its description. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** What a control says about its error: invalid, described by the error line. */
export function errorAttributes(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
  };
}

interface FormFieldProps {
  /** The control's id. */
  id: string;
  label: ReactNode;
  /** Marks the label with '*' (hidden from screen readers: the control itself says required). */
  required?: boolean;
  /** Words after the label, e.g. ' (optional)'. */
  note?: ReactNode;
  error?: string;
  /** The control, and any hint lines under it. */
  children: ReactNode;
}

/** A form field (contact form, partner registration): label, control, and its error under it. */
export function FormField({ id, label, required = false, note, error, children }: FormFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            {' '}
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </>
        )}
        {note}
      </label>
      {children}
      {error && (
        <p id={fieldErrorId(id)} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
