import { useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { useAuth } from '../../../lib/auth/auth-context';
import { failureMessage } from '../utils/validate-auth';

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
      setResult({ ok: false, text: failureMessage(caught) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="verification-resend">
      <BusyButton className="button button--secondary" onClick={() => void resend()} busy={busy}>
        Resend verification email
      </BusyButton>
      {result && (
        <p className={result.ok ? 'form-success' : 'form-error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </div>
  );
}
