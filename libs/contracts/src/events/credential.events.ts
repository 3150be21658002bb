import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './shared.schemas';

/**
 * Password-mode accounts (an extension of the DESIGN.md catalogue).
 *
 * `email-<sha256(email)>`: EmailClaimed is appended with expected revision `no_stream`, so the
 * event store itself guarantees one account per email address, on the write side, with no read
 * model in the way.
 *
 * `credential-<userId>`: the password hash (scrypt, with its parameters, never the password) and
 * the reset tokens (only their SHA-256, never the token) and the session token version. No
 * projection reads these streams.
 */
export const emailClaimedDataSchema = z.object({
  email: z.email(),
  userId: idSchema,
});

export const passwordSetDataSchema = z.object({
  userId: idSchema,
  /** `scrypt$N$r$p$saltBase64$hashBase64` */
  passwordHash: z.string().min(20).max(500),
  /** 'change' (added with the password-change endpoint) widens the enum: older events still parse. */
  reason: z.enum(['sign_up', 'reset', 'change']),
});

export const passwordResetRequestedDataSchema = z.object({
  userId: idSchema,
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  expiresAt: isoDateTimeSchema,
});

export const passwordResetCompletedDataSchema = z.object({
  userId: idSchema,
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * Every session token issued before this event stops working: tokens carry the credential's
 * token version (`tv`), and the API compares it with the stream's current version on every
 * request. Appended with the password reset or change it belongs to (one append, atomic), or on
 * its own for "sign out everywhere". The user's own doing, not an admin decision, so not audited.
 */
export const SESSION_END_REASONS = [
  'password_reset',
  'password_change',
  'sign_out_everywhere',
  'password_removed',
] as const;
export const sessionsEndedDataSchema = z.object({
  userId: idSchema,
  /** The new current version; tokens carrying any other are refused. */
  tokenVersion: z.number().int().positive(),
  reason: z.enum(SESSION_END_REASONS),
});

/**
 * A password set before the address was proven is dropped when Google proves the address: whoever
 * signed up first with someone else's address must not keep a key to the owner's account.
 * Appended with SessionsEnded (their sessions end too). The owner can set a password by reset.
 */
export const passwordRemovedDataSchema = z.object({
  userId: idSchema,
  reason: z.enum(['set_before_address_proven']),
});

export type EmailClaimedData = z.infer<typeof emailClaimedDataSchema>;
export type PasswordSetData = z.infer<typeof passwordSetDataSchema>;
export type PasswordResetRequestedData = z.infer<typeof passwordResetRequestedDataSchema>;
export type PasswordResetCompletedData = z.infer<typeof passwordResetCompletedDataSchema>;
export type SessionsEndedData = z.infer<typeof sessionsEndedDataSchema>;
export type PasswordRemovedData = z.infer<typeof passwordRemovedDataSchema>;
