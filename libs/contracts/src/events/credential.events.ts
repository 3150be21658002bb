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
 * the reset tokens (only their SHA-256, never the token). No projection reads these streams.
 */
export const emailClaimedDataSchema = z.object({
  email: z.email(),
  userId: idSchema,
});

export const passwordSetDataSchema = z.object({
  userId: idSchema,
  /** `scrypt$N$r$p$saltBase64$hashBase64` */
  passwordHash: z.string().min(20).max(500),
  reason: z.enum(['sign_up', 'reset']),
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

export type EmailClaimedData = z.infer<typeof emailClaimedDataSchema>;
export type PasswordSetData = z.infer<typeof passwordSetDataSchema>;
export type PasswordResetRequestedData = z.infer<typeof passwordResetRequestedDataSchema>;
export type PasswordResetCompletedData = z.infer<typeof passwordResetCompletedDataSchema>;
