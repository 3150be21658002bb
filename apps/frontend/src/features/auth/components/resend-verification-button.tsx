import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';

/** "Resend verification email": the server's confirmation or its reason (e.g. throttled) below it. */
export function ResendVerificationButton() {
  const { resendVerification } = useAuth();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function resend() {
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, text: await resendVerification() });
    } catch (caught) {
      setResult({ ok: false, text: caught instanceof Error && caught.message ? caught.message : 'An unexpected error occurred. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="verification-resend">
      <button type="button" className="button button--secondary" onClick={() => void resend()} disabled={busy}>
        {busy && <Spinner size="sm" />}
        Resend verification email
      </button>
      {result && (
        <p className={result.ok ? 'form-success' : 'form-error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </div>
  );
}
