import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import { ROLES, USER_TYPES } from '@buildmentor/contracts';
import { CONFIG } from '../infrastructure/tokens';
import { BoundedCache } from '../shared/bounded-cache';
import { signHs256, verifyHs256 } from './hs256-jwt';
import { type AuthenticatedUser } from '../http/request-context';

const ISSUER = 'buildmentor';
const OIDC_STATE_ISSUER = 'buildmentor-oidc-state';

/**
 * Issues and verifies the session token (a JWT, HS256, see hs256-jwt.ts). Unlike the original's mock tokens, every
 * protected endpoint verifies the signature and expiry, so a made-up token gets 401.
 */
@Injectable()
export class TokenService {
  private readonly secret: Uint8Array;
  /** Tokens already verified, with their expiry: a signature is checked once per process. */
  private readonly verified = new BoundedCache<string, { user: AuthenticatedUser; expiresAt: number }>(10_000);

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {
    this.secret = new TextEncoder().encode(config.AUTH_TOKEN_SECRET ?? loadOrCreateSecret(config.DATA_DIR));
  }

  async issue(user: AuthenticatedUser): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return signHs256(
      { sub: user.uid, iss: ISSUER, iat: now, exp: now + this.config.AUTH_TOKEN_TTL_HOURS * 3600, email: user.email, role: user.role, user_type: user.userType, auth_mode: user.authMode },
      this.secret,
    );
  }

  /** A short-lived signed OIDC `state` carrying the nonce (stateless: nothing to store). */
  issueOidcState(nonce: string): string {
    const now = Math.floor(Date.now() / 1000);
    return signHs256({ sub: nonce, iss: OIDC_STATE_ISSUER, iat: now, exp: now + 600 }, this.secret);
  }

  /** The nonce of a valid, unexpired state, or null. */
  verifyOidcState(state: string): string | null {
    return verifyHs256(state, this.secret, OIDC_STATE_ISSUER, Math.floor(Date.now() / 1000))?.sub ?? null;
  }

  /** The user a token names, or null for a missing, forged, expired or malformed token. */
  async verify(token: string): Promise<AuthenticatedUser | null> {
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.expiresAt > Date.now()) return hit.user;
      this.verified.delete(token);
      return null;
    }
    const payload = verifyHs256(token, this.secret, ISSUER, Math.floor(Date.now() / 1000));
    if (!payload) return null;
    const role = ROLES.find((r) => r === payload.role);
    const userType = USER_TYPES.find((t) => t === payload.user_type);
    const authMode = payload.auth_mode === 'password' ? 'password' : payload.auth_mode === 'demo' ? 'demo' : null;
    if (typeof payload.email !== 'string' || !role || !userType || !authMode) return null;
    const user: AuthenticatedUser = { uid: payload.sub, email: payload.email, role, userType, authMode };
    this.verified.set(token, { user, expiresAt: payload.exp * 1000 });
    return user;
  }
}

/** Without a configured secret, one is generated once and kept beside the embedded stores. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(resolve(dataDir), 'auth-token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(resolve(dataDir), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
