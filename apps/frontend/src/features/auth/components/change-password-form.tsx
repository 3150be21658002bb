import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFieldProblem } from '../hooks/use-field-problem';
import { useNewPassword } from '../hooks/use-new-password';
import { failureMessage } from '../utils/validate-auth';
import { FormOutcome } from './form-outcome';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from './password-input';

const IDS = {
  current: 'change-current-password',
  password: 'change-new-password',
  confirmPassword: 'change-confirm-password',
};
const MESSAGE_ID = 'change-password-message';
export const PASSWORD_CHANGED = 'Your password has been changed. Every other device has been signed out.';

/**
 * Password mode: change the password with the current one. The server applies the sign-up policy
 * and answers with a fresh session for this browser; every other session ends.
 */
export function ChangePasswordForm({ minPasswordLength }: { minPasswordLength: number }) {
  const { changePassword } = useAuth();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword(minPasswordLength);
  const { error, fail, clear, field } = useFieldProblem(IDS, MESSAGE_ID);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    setDone(false);
    const problem = current
      ? newPassword.validate()
      : { field: 'current' as const, message: 'Please enter your current password' };
    if (problem) return fail(problem.message, problem.field);
    setBusy(true);
    try {
      await changePassword(current, newPassword.password);
      setCurrent('');
      newPassword.reset();
      setDone(true);
    } catch (caught) {
      fail(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="profile-card__subtitle">
        Change password
      </h3>
      <PasswordInput
        {...field('current')}
        label="Current password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordFields value={newPassword} field={field} />
      <FormOutcome error={error} errorId={MESSAGE_ID} success={done ? PASSWORD_CHANGED : null} />
      <div>
        <BusyButton type="submit" className="button button--primary" busy={busy}>
          Change Password
        </BusyButton>
      </div>
    </form>
  );
}
