export interface SendResult {
  ok: boolean;
  text: string;
}

/** What the user is told after sending feedback or a contribution, announced as it appears. */
export function ResultMessage({ result }: { result: SendResult | null }) {
  if (!result) return null;
  return (
    <p
      className={`feedback-message ${result.ok ? 'feedback-message--success' : 'feedback-message--error'}`}
      role="alert"
    >
      {result.text}
    </p>
  );
}
