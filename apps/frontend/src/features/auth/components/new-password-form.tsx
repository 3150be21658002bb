import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { useFieldProblem } from '../hooks/use-field-problem';
import { failureMessage, validateNewPassword } from '../utils/validate-auth';
import { FormOutcome } from './form-outcome';
import { PasswordInput } from './password-input';

interface NewPasswordFormProps {
  minPasswordLength: number;
  /** Sets the new password; resolves the server's confirmation, rejects with its reason. */
  onSubmit(password: string): Promise<string>;
  onDone(message: string): void;
  onCancel(): void;
}

const IDS = { password: 'reset-password', confirmPassword: 'reset-confirm-password' };
const MESSAGE_ID = 'reset-message';

/** Password mode: the page a reset link opens (/auth?reset=...). */
export function NewPasswordForm({ minPasswordLength, onSubmit, onDone, onCancel }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { error, fail, clear, field } = useFieldProblem(IDS, MESSAGE_ID);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const problem = validateNewPassword(password, confirmPassword, minPasswordLength);
    if (problem) return fail(problem.message, problem.field);
    setBusy(true);
    try {
      onDone(await onSubmit(password));
    } catch (caught) {
      fail(failureMessage(caught));
      setBusy(false);
    }
  }

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">Choose a new password</h1>
      <form onSubmit={(event) => void handleSubmit(event)} className="auth-card__form" noValidate>
        <PasswordInput {...field('password')} label="New password" autoComplete="new-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
        <PasswordInput {...field('confirmPassword')} label="Confirm new password" autoComplete="new-password" required value={confirmPassword} onChange={(event) => setConfirmPassword(event.target.value)} />
        <FormOutcome error={error} errorId={MESSAGE_ID} />
        <BusyButton type="submit" className="button button--primary button--block" busy={busy}>
          Reset Password
        </BusyButton>
      </form>
      <p className="auth-card__toggle">
        <button type="button" className="link-button" onClick={onCancel}>
          Back to sign in
        </button>
      </p>
    </div>
  );
}
