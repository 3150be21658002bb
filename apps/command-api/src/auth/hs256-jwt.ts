import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 JSON Web Tokens on node:crypto. Synchronous HMAC is an order of magnitude cheaper
 * per request than WebCrypto's async jobs, and the format is the standard one (RFC 7519), so any
 * JWT library can read our tokens. Only HS256 is accepted: the header's `alg` is checked, never
 * trusted to pick an algorithm.
 */
export interface JwtClaims {
  sub: string;
  iss: string;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signHs256(claims: JwtClaims, secret: Uint8Array): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** The claims of a well-formed, correctly signed, unexpired token from `issuer`; otherwise null. */
export function verifyHs256(
  token: string,
  secret: Uint8Array,
  issuer: string,
  nowSeconds: number,
): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (head.alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<JwtClaims>;
    if (typeof claims.sub !== 'string' || claims.iss !== issuer) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
    return claims as JwtClaims;
  } catch {
    return null;
  }
}
