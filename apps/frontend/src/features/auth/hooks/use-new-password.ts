import { useState } from 'react';
import { validateNewPassword } from '../utils/validate-auth';

/** A new password and its confirmation, as typed (the reset page and the change-password form). */
export function useNewPassword(minPasswordLength: number) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  return {
    password,
    confirmPassword,
    setPassword,
    setConfirmPassword,
    /** The first problem with the two entries (they match, and the password is long enough), or null. */
    validate: () => validateNewPassword(password, confirmPassword, minPasswordLength),
    reset() {
      setPassword('');
      setConfirmPassword('');
    },
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;
