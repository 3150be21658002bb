import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { type AppConfig } from '@buildmentor/config';
import { ROLES, USER_TYPES } from '@buildmentor/contracts';
import { CONFIG } from '../infrastructure/tokens';
import { type AuthenticatedUser } from '../http/request-context';

const ISSUER = 'buildmentor';

/**
 * Issues and verifies the session token (a JWT, HS256). Unlike the original's mock tokens, every
 * protected endpoint verifies the signature and expiry, so a made-up token gets 401.
 */
@Injectable()
export class TokenService {
  private readonly secret: Uint8Array;

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {
    this.secret = new TextEncoder().encode(config.AUTH_TOKEN_SECRET ?? loadOrCreateSecret(config.DATA_DIR));
  }

  async issue(user: AuthenticatedUser): Promise<string> {
    return new SignJWT({ email: user.email, role: user.role, user_type: user.userType, auth_mode: user.authMode })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.uid)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.config.AUTH_TOKEN_TTL_HOURS}h`)
      .sign(this.secret);
  }

  /** The user a token names, or null for a missing, forged, expired or malformed token. */
  async verify(token: string): Promise<AuthenticatedUser | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] });
      const role = ROLES.find((r) => r === payload.role);
      const userType = USER_TYPES.find((t) => t === payload.user_type);
      const authMode = payload.auth_mode === 'password' ? 'password' : payload.auth_mode === 'demo' ? 'demo' : null;
      if (!payload.sub || typeof payload.email !== 'string' || !role || !userType || !authMode) return null;
      return { uid: payload.sub, email: payload.email, role, userType, authMode };
    } catch {
      return null;
    }
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
