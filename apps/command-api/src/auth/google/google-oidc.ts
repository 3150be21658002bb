import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig, publicUrl } from '@buildmentor/config';
import { CONFIG } from '../../infrastructure/tokens';
import { GoogleSignInDisabledError } from '../auth.errors';
import { TokenService } from '../token.service';
import { type OidcClient } from './oidc-client';
import { OIDC_CLIENT } from './oidc-client.provider';

/**
 * What both halves of Google sign-in (start, callback) use: the configured client, the redirect
 * URI registered with it, and the state, a signed and expiring token carrying the nonce.
 */
@Injectable()
export class GoogleOidc {
  constructor(
    @Inject(OIDC_CLIENT) private readonly oidc: OidcClient | null,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Google sign-in is only offered in password mode with a configured client (else 404). */
  client(): OidcClient {
    if (this.config.AUTH_MODE !== 'password' || !this.oidc) throw GoogleSignInDisabledError();
    return this.oidc;
  }

  /** Where Google sends the browser back to, as registered with the client. */
  redirectUri(): string {
    return `${publicUrl(this.config)}/api/auth/google/callback`;
  }

  issueState(nonce: string): string {
    return this.tokens.issueOidcState(nonce);
  }

  /** The nonce of a valid, unexpired state, or null. */
  nonceOf(state: string): string | null {
    return this.tokens.verifyOidcState(state);
  }
}
