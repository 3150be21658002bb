import { useState, type FormEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { validateNewPassword, type AuthField } from '../utils/validate-auth';
import { PasswordInput } from './password-input';

interface NewPasswordFormProps {
  minPasswordLength: number;
  /** Sets the new password; resolves the server's confirmation, rejects with its reason. */
  onSubmit(password: string): Promise<string>;
  onDone(message: string): void;
  onCancel(): void;
}

const IDS: Partial<Record<AuthField, string>> = { password: 'reset-password', confirmPassword: 'reset-confirm-password' };

/** Password mode: the page a reset link opens (/auth?reset=...). */
export function NewPasswordForm({ minPasswordLength, onSubmit, onDone, onCancel }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<AuthField | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setInvalid(null);
    const problem = validateNewPassword(password, confirmPassword, minPasswordLength);
    if (problem) {
      setError(problem.message);
      setInvalid(problem.field);
      document.getElementById(IDS[problem.field] ?? '')?.focus();
      return;
    }
    setBusy(true);
    try {
      onDone(await onSubmit(password));
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'An unexpected error occurred. Please try again.');
      setBusy(false);
    }
  }

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">Choose a new password</h1>
      <form onSubmit={(event) => void handleSubmit(event)} className="auth-card__form" noValidate>
        <PasswordInput
          id={IDS.password!}
          label="New password"
          autoComplete="new-password"
          required
          aria-invalid={invalid === 'password' || undefined}
          aria-describedby={invalid === 'password' ? 'reset-message' : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordInput
          id={IDS.confirmPassword!}
          label="Confirm new password"
          autoComplete="new-password"
          required
          aria-invalid={invalid === 'confirmPassword' || undefined}
          aria-describedby={invalid === 'confirmPassword' ? 'reset-message' : undefined}
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        {error && (
          <p id="reset-message" className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy && <Spinner size="sm" />}
          Reset Password
        </button>
      </form>
      <p className="auth-card__toggle">
        <button type="button" className="link-button" onClick={onCancel}>
          Back to sign in
        </button>
      </p>
    </div>
  );
}
