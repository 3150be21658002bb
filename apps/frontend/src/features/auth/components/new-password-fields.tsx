import type { FieldAttributes } from '../hooks/use-field-problem';
import type { NewPassword } from '../hooks/use-new-password';
import { PasswordInput } from './password-input';

interface NewPasswordFieldsProps {
  value: NewPassword;
  field(name: 'password' | 'confirmPassword'): FieldAttributes;
}

/** "New password" and "Confirm new password", tied to the form's message by `field`. */
export function NewPasswordFields({ value, field }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        {...field('password')}
        label="New password"
        autoComplete="new-password"
        required
        value={value.password}
        onChange={(event) => value.setPassword(event.target.value)}
      />
      <PasswordInput
        {...field('confirmPassword')}
        label="Confirm new password"
        autoComplete="new-password"
        required
        value={value.confirmPassword}
        onChange={(event) => value.setConfirmPassword(event.target.value)}
      />
    </>
  );
}
