import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { useFieldProblem } from '../hooks/use-field-problem';
import { useNewPassword } from '../hooks/use-new-password';
import { failureMessage } from '../utils/validate-auth';
import { FormOutcome } from './form-outcome';
import { NewPasswordFields } from './new-password-fields';

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
  const newPassword = useNewPassword(minPasswordLength);
  const { error, fail, clear, field } = useFieldProblem(IDS, MESSAGE_ID);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const problem = newPassword.validate();
    if (problem) return fail(problem.message, problem.field);
    setBusy(true);
    try {
      onDone(await onSubmit(newPassword.password));
    } catch (caught) {
      fail(failureMessage(caught));
      setBusy(false);
    }
  }

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">Choose a new password</h1>
      <form onSubmit={(event) => void handleSubmit(event)} className="auth-card__form" noValidate>
        <NewPasswordFields value={newPassword} field={field} />
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
