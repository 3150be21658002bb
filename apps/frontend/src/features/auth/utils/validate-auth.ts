/*
 * Spec section 5: what the /auth form checks before it calls anyone. The messages are the ones
 * the screen shows (section 5 gives the sign-up and reset ones word for word).
 */

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordsDiffer: 'Passwords do not match',
  resetNeedsEmail: 'Please enter your email address first',
  unexpected: 'An unexpected error occurred. Please try again.',
  googleFailed: 'Google sign-in failed. Please try again.',
  resetFailed: 'Failed to send reset email. Please try again.',
  resetSent: 'Password reset email sent! Check your inbox.',
} as const;

/** A provider's or the server's reason, shown as it comes (spec section 8); the generic message otherwise. */
export function failureMessage(caught: unknown): string {
  return caught instanceof Error && caught.message ? caught.message : AUTH_MESSAGES.unexpected;
}

/** 'Password must be at least 6 characters' (the server's minimum in password mode). */
export function passwordTooShortMessage(minLength: number): string {
  return `Password must be at least ${minLength} characters`;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export type AuthField = 'email' | 'password' | 'confirmPassword';

export interface AuthValidationError {
  field: AuthField;
  message: string;
}

interface AuthFormValues {
  signUp: boolean;
  email: string;
  password: string;
  confirmPassword: string;
  minPasswordLength: number;
}

/** The first problem with the form, or null. Sign-up checks the match before the length. */
export function validateAuthForm(values: AuthFormValues): AuthValidationError | null {
  const email = values.email.trim();
  if (!email) return { field: 'email', message: AUTH_MESSAGES.emailRequired };
  if (!isValidEmail(email)) return { field: 'email', message: AUTH_MESSAGES.emailInvalid };
  if (!values.password) return { field: 'password', message: AUTH_MESSAGES.passwordRequired };
  if (values.signUp) {
    return validateNewPassword(values.password, values.confirmPassword, values.minPasswordLength);
  }
  return null;
}

/** A new password (sign-up or reset): the two entries match, and it is long enough. */
export function validateNewPassword(
  password: string,
  confirmPassword: string,
  minPasswordLength: number,
): (AuthValidationError & { field: 'password' | 'confirmPassword' }) | null {
  if (password !== confirmPassword)
    return { field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDiffer };
  if (password.length < minPasswordLength)
    return { field: 'password', message: passwordTooShortMessage(minPasswordLength) };
  return null;
}
