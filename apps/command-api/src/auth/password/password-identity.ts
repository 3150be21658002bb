import { createHash } from 'node:crypto';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The write-side uniqueness stream of an address: `email-<sha256>` (no raw address in ids). */
export const emailStream = (email: string) =>
  `email-${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;

/**
 * A password account's user id, derived from its address so that a sign-up interrupted half-way
 * resumes with the same user id instead of stranding the address.
 */
export const passwordUserId = (email: string) =>
  `u-${createHash('sha256')
    .update(`account:${normaliseEmail(email)}`)
    .digest('hex')
    .slice(0, 24)}`;

export const credentialStream = (userId: string) => `credential-${userId}`;

export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a password reset link. It expires in one hour.';
export const RESET_DONE = 'Your password has been reset. You can now sign in.';
export const EMAIL_VERIFIED = 'Your email address is verified.';
export const verificationSent = (email: string) =>
  `We have sent a new verification link to ${email}. It expires in 24 hours.`;
export const SIGNED_OUT_EVERYWHERE = 'You have been signed out on every device.';
