interface ReviewFormProps {
  /** The textarea's id, unique per reviewed item. */
  id: string;
  label: string;
  notes: string;
  onNotes(notes: string): void;
  pending: boolean;
  onApprove(): void;
  onReject(): void;
  /** Why the last decision did not go through, or null. */
  error: string | null;
}

/** A pending item's review: notes, then Approve or Reject (partner applications, contributions). */
export function ReviewForm({
  id,
  label,
  notes,
  onNotes,
  pending,
  onApprove,
  onReject,
  error,
}: ReviewFormProps) {
  return (
    <div className="admin-review">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={2}
        value={notes}
        maxLength={2000}
        onChange={(event) => onNotes(event.target.value)}
      />
      <div className="admin-review__actions">
        <button type="button" className="button button--primary" disabled={pending} onClick={onApprove}>
          Approve
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={onReject}>
          Reject
        </button>
      </div>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}
