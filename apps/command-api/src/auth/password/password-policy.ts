import { createRequire } from 'node:module';

// Mozilla's list of common passwords (drawn from the 10-million-password corpus).
const commonPasswords = createRequire(__filename)('fxa-common-password-list') as {
  test(password: string): boolean;
};

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Password rules for real accounts (NIST SP 800-63B style): at least 8 characters, not one of the
 * most common passwords, not the email itself. No composition rules: they make passwords worse.
 * Returns the user-facing problem, or null when the password is acceptable.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (commonPasswords.test(password) || commonPasswords.test(lower)) {
    return 'This password is too common. Please choose a less predictable one.';
  }
  if (lower === email.toLowerCase() || lower === email.toLowerCase().split('@')[0]) {
    return 'Your password must not be your email address.';
  }
  return null;
}
