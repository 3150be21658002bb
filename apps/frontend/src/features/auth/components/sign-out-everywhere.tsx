import { useRef, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { useQuestionFocus } from '../../../hooks/use-question-focus';
import { useAuth } from '../../../lib/auth/auth-context';
import { failureMessage } from '../utils/validate-auth';
import { FormOutcome } from './form-outcome';

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
  useQuestionFocus(confirming, confirmButton, openButton);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere();
    } catch (caught) {
      setError(failureMessage(caught));
      setBusy(false);
    }
  }

  return (
    <div className="account-security__signout">
      <h3 className="profile-card__subtitle">Sessions</h3>
      <p>Signed in on a device you no longer use? End every session of your account.</p>
      {confirming ? (
        <div
          className="account-security__confirm"
          role="group"
          aria-labelledby="sign-out-everywhere-question"
        >
          <p id="sign-out-everywhere-question">
            This signs you out on every device, including this one. Continue?
          </p>
          <div className="account-security__actions">
            <BusyButton
              ref={confirmButton}
              className="button button--primary"
              onClick={() => void confirm()}
              busy={busy}
            >
              Yes, sign out everywhere
            </BusyButton>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
              disabled={busy}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={openButton}
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(true)}
        >
          Sign out everywhere
        </button>
      )}
      <FormOutcome error={error} />
    </div>
  );
}
