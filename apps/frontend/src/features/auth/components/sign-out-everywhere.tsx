import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * "Sign out everywhere", with a confirmation first: every session of the account ends, this
 * browser's included (it then shows the sign-in page), e.g. after a lost laptop.
 */
export function SignOutEverywhere() {
  const { signOutEverywhere } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) openButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'An unexpected error occurred. Please try again.');
      setBusy(false);
    }
  }

  return (
    <div className="account-security__signout">
      <h3 className="profile-card__subtitle">Sessions</h3>
      <p>Signed in on a device you no longer use? End every session of your account.</p>
      {confirming ? (
        <div className="account-security__confirm" role="group" aria-labelledby="sign-out-everywhere-question">
          <p id="sign-out-everywhere-question">This signs you out on every device, including this one. Continue?</p>
          <div className="account-security__actions">
            <button ref={confirmButton} type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy}>
              {busy && <Spinner size="sm" />}
              Yes, sign out everywhere
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button ref={openButton} type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
