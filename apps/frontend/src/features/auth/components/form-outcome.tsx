interface FormOutcomeProps {
  error: string | null;
  /** The id a field at fault points at (aria-describedby). */
  errorId?: string;
  success?: string | null;
}

/** An auth form's failure (an alert) or confirmation (a status), above its submit button. */
export function FormOutcome({ error, errorId, success = null }: FormOutcomeProps) {
  return (
    <>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      {success && (
        <p className="form-success" role="status">
          {success}
        </p>
      )}
    </>
  );
}
