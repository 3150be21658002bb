import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a mailed link (password reset, email verification) is `<userId>.<32 random bytes>`:
 * the user part says which stream to check, the random part is the secret. Only its SHA-256 is
 * recorded, so the event log never holds a usable token.
 */
export function newSingleUseToken(userId: string): { token: string; tokenHash: string } {
  const token = `${userId}.${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashSingleUseToken(token) };
}

export const hashSingleUseToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user a token names, when it has the shape of a password account's token; otherwise null. */
export function userIdOfSingleUseToken(token: string): string | null {
  const dot = token.lastIndexOf('.');
  const userId = dot > 0 ? token.slice(0, dot) : '';
  return /^u-[0-9a-f]{24}$/.test(userId) ? userId : null;
}

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** A day: long enough for a mail read the next morning, short enough that an old inbox is no key. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60_000;
