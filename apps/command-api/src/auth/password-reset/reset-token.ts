import { createHash, randomBytes } from 'node:crypto';

/**
 * A reset token is `<userId>.<32 random bytes>`: the user part says which credential stream to
 * check, the random part is the secret. Only its SHA-256 is recorded, so the event log never holds
 * a usable token.
 */
export function newResetToken(userId: string): { token: string; tokenHash: string } {
  const token = `${userId}.${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashResetToken(token) };
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function userIdOfResetToken(token: string): string | null {
  const dot = token.lastIndexOf('.');
  const userId = dot > 0 ? token.slice(0, dot) : '';
  return /^u-[0-9a-f]{24}$/.test(userId) ? userId : null;
}

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
