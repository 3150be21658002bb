import { randomBytes } from 'node:crypto';
import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { type Response } from 'express';
import { type AppConfig, type Logger, publicUrl } from '@buildmentor/config';
import { credentialDecider, emailDecider, userDecider } from '@buildmentor/domain';
import { HttpProblem } from '../../http/problem-details.filter';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest } from '../../http/request-context';
import { CLOCK, type Clock, CONFIG, LOGGER } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { AccountRegistry } from '../account-registry';
import { credentialStream, emailStream, normaliseEmail, passwordUserId } from '../password/password-identity';
import { Public } from '../public.decorator';
import { SessionService } from '../session.service';
import { TokenService } from '../token.service';
import { OIDC_CLIENT } from './oidc-client.provider';
import { type OidcClient } from './oidc-client';
import { z } from 'zod';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

const STATE_COOKIE = 'bm_oidc_state';
const callbackQuery = z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(2000) });

export const googleSignInDocs: RouteDoc[] = [
  { method: 'get', path: '/api/auth/google/start', summary: 'Password mode with an OIDC client: redirect to Google sign-in', tag: 'auth', auth: false, response: z.object({}), successStatus: 302, errors: [404] },
  { method: 'get', path: '/api/auth/google/callback', summary: 'OIDC redirect target: signs in and redirects to /auth with the session in the URL fragment', tag: 'auth', auth: false, query: callbackQuery, response: z.object({}), successStatus: 302, errors: [401, 404] },
];

/**
 * Google sign-in by OpenID Connect (authorization code flow). The state is a signed, expiring
 * token carrying the nonce, also set as an HttpOnly cookie so a callback can only complete in the
 * browser that started it (login CSRF). A verified Google email signs in to the account with that
 * address, or creates one (without a password).
 */
@RateLimit('credentials')
@Controller('auth/google')
export class GoogleSignInController {
  constructor(
    @Inject(OIDC_CLIENT) private readonly oidc: OidcClient | null,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(AccountRegistry) private readonly accounts: AccountRegistry,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Public()
  @Get('start')
  async start(@Res() response: Response): Promise<void> {
    const oidc = this.client();
    const nonce = randomBytes(16).toString('base64url');
    const state = this.tokens.issueOidcState(nonce);
    response.cookie(STATE_COOKIE, state, { httpOnly: true, sameSite: 'lax', secure: publicUrl(this.config).startsWith('https:'), maxAge: 600_000, path: '/api/auth/google' });
    response.redirect(302, await oidc.authorizationUrl(this.redirectUri(), state, nonce));
  }

  @Public()
  @Get('callback')
  async callback(@Query() query: unknown, @Req() request: AppRequest, @Res() response: Response): Promise<void> {
    const oidc = this.client();
    const parsed = callbackQuery.safeParse(query);
    const cookieState = parseCookie(request.headers.cookie ?? '', STATE_COOKIE);
    const nonce = parsed.success && parsed.data.state === cookieState ? this.tokens.verifyOidcState(parsed.data.state) : null;
    if (!parsed.success || !nonce) throw new HttpProblem(401, 'AUTH.OIDC_STATE', 'Google sign-in failed. Please try again.');
    let email: string;
    let name: string | undefined;
    try {
      const idToken = await oidc.exchangeCode(parsed.data.code, this.redirectUri());
      const claims = await oidc.verifyIdToken(idToken, nonce, Math.floor(this.clock().getTime() / 1000));
      if (!claims.email || !(claims.email_verified === true || claims.email_verified === 'true')) throw new Error('email not verified');
      email = normaliseEmail(claims.email);
      name = claims.name;
    } catch (error) {
      this.logger.warn('google sign-in failed', { correlationId: request.correlationId, error: String(error) });
      throw new HttpProblem(401, 'AUTH.OIDC_FAILED', 'Google sign-in failed. Please try again.');
    }
    const at = this.clock();
    const claim = await this.runner.load(emailDecider, emailStream(email));
    const uid = claim.userId ?? passwordUserId(email);
    const context = { actorId: uid, correlationId: request.correlationId, causationId: newId(), at };
    await this.runner.run(emailDecider, emailStream(email), { type: 'ClaimEmail', data: { email, userId: uid } }, context);
    const identity = { uid, email, displayName: name ?? email.split('@')[0] ?? email, userType: 'demo' as const, authMode: 'password' as const };
    const before = await this.runner.load(userDecider, `user-${uid}`);
    if (before.status !== 'registered' || !before.emailVerified) {
      // Google proves the address now; a password set before that may be a squatter's (someone who
      // signed up with this address first), so it goes, with every session it opened.
      await this.runner.run(credentialDecider, credentialStream(uid), { type: 'RemoveUnprovenPassword', data: { userId: uid } }, context);
    }
    const registered = await this.accounts.registerOrSignIn(identity, 'google', context);
    // The ID token's email_verified claim (checked above) proves the address: record it once.
    const verified = await this.runner.run(userDecider, `user-${uid}`, { type: 'VerifyEmail', data: { userId: uid, method: 'google' } }, context);
    const position = Math.max(registered, verified.position);
    const session = await this.sessions.open(identity, position);
    response.clearCookie(STATE_COOKIE, { path: '/api/auth/google' });
    const fragment = new URLSearchParams({ token: session.token, user: Buffer.from(JSON.stringify(session.user)).toString('base64url'), position: String(position) });
    response.redirect(302, `${publicUrl(this.config)}/auth#${fragment.toString()}`);
  }

  private client(): OidcClient {
    if (this.config.AUTH_MODE !== 'password' || !this.oidc) throw new HttpProblem(404, 'AUTH.GOOGLE_DISABLED', 'Google sign-in is not available on this server.');
    return this.oidc;
  }

  private redirectUri(): string {
    return `${publicUrl(this.config)}/api/auth/google/callback`;
  }
}

function parseCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
