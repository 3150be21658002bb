interface SubmitActionsProps {
  className: string;
  /** The submit button's words, e.g. 'Submit Feedback'; 'Submitting...' while pending. */
  submitLabel: string;
  pending: boolean;
  onCancel(): void;
  small?: boolean;
}

/** Submit and Cancel under a feedback or contribution form. */
export function SubmitActions({
  className,
  submitLabel,
  pending,
  onCancel,
  small = false,
}: SubmitActionsProps) {
  const size = small ? ' button--small' : '';
  return (
    <div className={className}>
      <button type="submit" className={`button button--primary${size}`} disabled={pending}>
        {pending ? 'Submitting...' : submitLabel}
      </button>
      <button type="button" className={`button button--secondary${size}`} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
