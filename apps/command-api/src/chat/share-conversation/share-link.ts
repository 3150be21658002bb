import { randomBytes } from 'node:crypto';

/**
 * A fresh link token: 24 random bytes (192 bits, above the 128 that make guessing hopeless) as 32
 * base64url characters, the shape `shareTokenSchema` checks.
 */
export const newShareToken = () => randomBytes(24).toString('base64url');

/** The site-relative page a token opens (the frontend's `/share/:token` route). */
export const sharePath = (token: string) => `/share/${token}`;
