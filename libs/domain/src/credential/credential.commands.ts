import type { Command } from '../shared/decider';

/** Sign-up: reserve the address for this user. */
export type ClaimEmail = Command<'ClaimEmail', { email: string; userId: string }>;

/** Sign-up: the first password. The handler hashes; the decider only ever sees the hash. */
export type SetInitialPassword = Command<'SetInitialPassword', { userId: string; passwordHash: string }>;

export type RequestPasswordReset = Command<'RequestPasswordReset', { userId: string; tokenHash: string; expiresAt: string }>;

/** `at` is the decision time (from the command, never the clock) for the expiry check. */
export type CompletePasswordReset = Command<
  'CompletePasswordReset',
  { userId: string; tokenHash: string; passwordHash: string; at: string }
>;

export type EmailCommand = ClaimEmail;
export type CredentialCommand = SetInitialPassword | RequestPasswordReset | CompletePasswordReset;
