import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import { ROLES, USER_TYPES } from '@buildmentor/contracts';
import { CONFIG } from '../infrastructure/tokens';
import { approximateBytes, BoundedCache } from '../shared/bounded-cache';
import { signHs256, verifyHs256 } from './hs256-jwt';
import { type AuthenticatedUser } from '../http/request-context';
import { SessionVersions } from './session-versions';

const ISSUER = 'buildmentor';
const OIDC_STATE_ISSUER = 'buildmentor-oidc-state';

/** A token whose signature, issuer, expiry and claims were checked, with the version it carries. */
interface VerifiedToken {
  user: AuthenticatedUser;
  tokenVersion: number;
  expiresAt: number;
}

/**
 * Issues and verifies the session token (a JWT, HS256, see hs256-jwt.ts). Unlike the original's mock tokens, every
 * protected endpoint verifies the signature and expiry, so a made-up token gets 401.
 *
 * Tokens are stateless for their lifetime (30 days), so revoking them (password reset or change,
 * "sign out everywhere") works through a per-user token version: each token carries the version
 * current when it was issued (claim `tv`), and every verification compares it with the current
 * one (SessionVersions). Only the signature check is cached; the version check never is.
 */
/** Memory for verified tokens: about 8,000 sessions' tokens (a token and its claims, about 500 B). */
const VERIFIED_TOKENS_BYTES = 4 * 1024 * 1024;

@Injectable()
export class TokenService {
  private readonly secret: Uint8Array;
  /** Tokens whose signature was already checked, with their expiry: a signature is checked once per process. */
  private readonly verified = new BoundedCache<string, VerifiedToken>(
    VERIFIED_TOKENS_BYTES,
    (token, verified) => approximateBytes(token) + approximateBytes(verified),
  );

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(SessionVersions) private readonly versions: SessionVersions,
  ) {
    this.secret = new TextEncoder().encode(config.AUTH_TOKEN_SECRET ?? loadOrCreateSecret(config.DATA_DIR));
  }

  async issue(user: AuthenticatedUser): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const tokenVersion = await this.versions.current(user.userId);
    return signHs256(
      {
        sub: user.userId,
        iss: ISSUER,
        iat: now,
        exp: now + this.config.AUTH_TOKEN_TTL_HOURS * 3600,
        email: user.email,
        role: user.role,
        user_type: user.userType,
        auth_mode: user.authMode,
        tv: tokenVersion,
      },
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

  /** The user a token names, or null for a missing, forged, expired, malformed or revoked token. */
  async verify(token: string): Promise<AuthenticatedUser | null> {
    const checked = this.checkSignature(token);
    if (!checked) return null;
    // Every request, cached signature or not: a revocation must stop the very next request.
    return checked.tokenVersion === (await this.versions.current(checked.user.userId)) ? checked.user : null;
  }

  private checkSignature(token: string): VerifiedToken | null {
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.expiresAt > Date.now()) return hit;
      this.verified.delete(token);
      return null;
    }
    const payload = verifyHs256(token, this.secret, ISSUER, Math.floor(Date.now() / 1000));
    if (!payload) return null;
    const role = ROLES.find((r) => r === payload.role);
    const userType = USER_TYPES.find((t) => t === payload.user_type);
    const authMode =
      payload.auth_mode === 'password' ? 'password' : payload.auth_mode === 'demo' ? 'demo' : null;
    // Tokens issued before versions existed have no `tv`: they belong to version 0.
    const tokenVersion = payload.tv === undefined ? 0 : payload.tv;
    if (
      typeof payload.email !== 'string' ||
      !role ||
      !userType ||
      !authMode ||
      !Number.isInteger(tokenVersion)
    )
      return null;
    const verified: VerifiedToken = {
      user: { userId: payload.sub, email: payload.email, role, userType, authMode },
      tokenVersion: tokenVersion as number,
      expiresAt: payload.exp * 1000,
    };
    this.verified.set(token, verified);
    return verified;
  }
}

/**
 * Without a configured secret, one is generated once and kept beside the embedded stores. Several
 * API workers may start at once: the secret is written to a temporary file and linked into place,
 * which succeeds for exactly one of them, and the others read the complete file it linked.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(resolve(dataDir), 'auth-token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(resolve(dataDir), { recursive: true });
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(candidate, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(candidate);
  }
  return readFileSync(file, 'utf8').trim();
}
