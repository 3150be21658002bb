import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Logger } from '@buildmentor/config';
import { type SignInResponse } from '@buildmentor/contracts';
import { credentialDecider, emailDecider, userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock, LOGGER } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { AccountRegistry } from '../account-registry';
import { OidcFailedError, OidcStateInvalidError } from '../auth.errors';
import { GoogleOidc } from '../google/google-oidc';
import { credentialStream, emailStream, normaliseEmail, passwordUserId } from '../password/password-identity';
import { SessionService } from '../session.service';
import { CompleteGoogleSignInCommand } from './complete-google-sign-in.command';

/**
 * Google sign-in by OpenID Connect (authorization code flow): the state must be this browser's
 * and signed by us; the code is exchanged and the ID token verified. A verified Google email
 * signs in to the account with that address, or creates one (without a password).
 */
@CommandHandler(CompleteGoogleSignInCommand)
export class CompleteGoogleSignInHandler implements ICommandHandler<CompleteGoogleSignInCommand> {
  constructor(
    @Inject(GoogleOidc) private readonly google: GoogleOidc,
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(AccountRegistry) private readonly accounts: AccountRegistry,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({
    callback,
    cookieState,
    correlationId,
  }: CompleteGoogleSignInCommand): Promise<SignInResponse> {
    const oidc = this.google.client();
    const nonce = callback && callback.state === cookieState ? this.google.nonceOf(callback.state) : null;
    if (!callback || !nonce) throw OidcStateInvalidError();
    let email: string;
    let name: string | undefined;
    try {
      const idToken = await oidc.exchangeCode(callback.code, this.google.redirectUri());
      const claims = await oidc.verifyIdToken(idToken, nonce, Math.floor(this.clock().getTime() / 1000));
      if (!claims.email || !(claims.email_verified === true || claims.email_verified === 'true'))
        throw new Error('email not verified');
      email = normaliseEmail(claims.email);
      name = claims.name;
    } catch (error) {
      this.logger.warn('google sign-in failed', { correlationId, error: String(error) });
      throw OidcFailedError();
    }
    const at = this.clock();
    const claim = await this.runner.load(emailDecider, emailStream(email));
    const userId = claim.userId ?? passwordUserId(email);
    const context = commandContext(userId, correlationId, at);
    await this.runner.run(
      emailDecider,
      emailStream(email),
      { type: 'ClaimEmail', data: { email, userId } },
      context,
    );
    const identity = {
      userId,
      email,
      displayName: name ?? email.split('@')[0] ?? email,
      userType: 'demo' as const,
      authMode: 'password' as const,
    };
    const before = await this.runner.load(userDecider, `user-${userId}`);
    if (before.status !== 'registered' || !before.emailVerified) {
      // Google proves the address now; a password set before that may be a squatter's (someone who
      // signed up with this address first), so it goes, with every session it opened.
      await this.runner.run(
        credentialDecider,
        credentialStream(userId),
        { type: 'RemoveUnprovenPassword', data: { userId } },
        context,
      );
    }
    const registered = await this.accounts.registerOrSignIn(identity, 'google', context);
    // The ID token's email_verified claim (checked above) proves the address: record it once.
    const verified = await this.runner.run(
      userDecider,
      `user-${userId}`,
      { type: 'VerifyEmail', data: { userId, method: 'google' } },
      context,
    );
    return this.sessions.open(identity, Math.max(registered, verified.position));
  }
}
