import type { Command } from '../shared/decider';

/** Sign-up: reserve the address for this user. */
export type ClaimEmail = Command<'ClaimEmail', { email: string; userId: string }>;

/** Sign-up: the first password. The handler hashes; the decider only ever sees the hash. */
export type SetInitialPassword = Command<'SetInitialPassword', { userId: string; passwordHash: string }>;

export type RequestPasswordReset = Command<
  'RequestPasswordReset',
  { userId: string; tokenHash: string; expiresAt: string }
>;

/** `at` is the decision time (from the command, never the clock) for the expiry check. */
export type CompletePasswordReset = Command<
  'CompletePasswordReset',
  { userId: string; tokenHash: string; passwordHash: string; at: string }
>;

/**
 * A signed-in user's new password. The handler verified the current password against
 * `verifiedHash`; the decider refuses if the stored hash is no longer that one (a concurrent change).
 */
export type ChangePassword = Command<
  'ChangePassword',
  { userId: string; verifiedHash: string; passwordHash: string }
>;

/** "Sign out everywhere": every token issued so far stops working. */
export type EndSessions = Command<'EndSessions', { userId: string }>;

/**
 * Google has just proven an address whose account was unverified: a password set before then
 * (possibly by someone who signed up with another person's address) is dropped.
 */
export type RemoveUnprovenPassword = Command<'RemoveUnprovenPassword', { userId: string }>;

export type EmailCommand = ClaimEmail;
export type CredentialCommand =
  | SetInitialPassword
  | RequestPasswordReset
  | CompletePasswordReset
  | ChangePassword
  | EndSessions
  | RemoveUnprovenPassword;
