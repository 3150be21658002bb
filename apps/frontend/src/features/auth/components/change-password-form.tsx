import { useState, type FormEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { validateNewPassword } from '../utils/validate-auth';
import { PasswordInput } from './password-input';

const IDS = { current: 'change-current-password', password: 'change-new-password', confirmPassword: 'change-confirm-password' } as const;
export const PASSWORD_CHANGED = 'Your password has been changed. Every other device has been signed out.';

/**
 * Password mode: change the password with the current one. The server applies the sign-up policy
 * and answers with a fresh session for this browser; every other session ends.
 */
export function ChangePasswordForm({ minPasswordLength }: { minPasswordLength: number }) {
  const { changePassword } = useAuth();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setDone(false);
    const problem = current ? validateNewPassword(password, confirmPassword, minPasswordLength) : { field: 'current', message: 'Please enter your current password' };
    if (problem) {
      setError(problem.message);
      document.getElementById(problem.field === 'confirmPassword' ? IDS.confirmPassword : problem.field === 'password' ? IDS.password : IDS.current)?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(current, password);
      setCurrent('');
      setPassword('');
      setConfirmPassword('');
      setDone(true);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'An unexpected error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="profile-card__subtitle">
        Change password
      </h3>
      <PasswordInput id={IDS.current} label="Current password" autoComplete="current-password" required value={current} onChange={(event) => setCurrent(event.target.value)} />
      <PasswordInput id={IDS.password} label="New password" autoComplete="new-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordInput id={IDS.confirmPassword} label="Confirm new password" autoComplete="new-password" required value={confirmPassword} onChange={(event) => setConfirmPassword(event.target.value)} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="form-success" role="status">
          {PASSWORD_CHANGED}
        </p>
      )}
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy && <Spinner size="sm" />}
          Change Password
        </button>
      </div>
    </form>
  );
}
