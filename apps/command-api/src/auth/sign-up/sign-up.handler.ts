import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type SignInResponse } from '@buildmentor/contracts';
import {
  credentialDecider,
  EmailTakenError,
  emailDecider,
  PasswordAlreadySetError,
  userDecider,
} from '@buildmentor/domain';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { AccountRegistry } from '../account-registry';
import { ThrottledError, WeakPasswordError } from '../auth.errors';
import { hashPassword } from '../password/password-hasher';
import { credentialStream, emailStream, normaliseEmail, passwordUserId } from '../password/password-identity';
import { requirePasswordMode } from '../password/password-mode.guard';
import { passwordProblem } from '../password/password-policy';
import { SignInThrottle } from '../password/sign-in-throttle';
import { SessionService } from '../session.service';
import { VerificationMailer } from '../mail/verification-mailer';
import { SignUpCommand } from './sign-up.command';

/**
 * Password sign-up: claim the address (the event store's no_stream rule makes it unique), store
 * the scrypt hash, register the user and start the trial, mail a verification link, then open a
 * session. The address is unverified until the link is used, so the session is an ordinary user's
 * even for an ADMIN_EMAILS address.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(AccountRegistry) private readonly accounts: AccountRegistry,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(VerificationMailer) private readonly verification: VerificationMailer,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    email: typedEmail,
    password,
    clientAddress,
    correlationId,
  }: SignUpCommand): Promise<SignInResponse> {
    requirePasswordMode(this.config);
    const email = normaliseEmail(typedEmail);
    const problem = passwordProblem(password, email);
    if (problem) throw WeakPasswordError(problem, 'password');
    const at = this.clock();
    if (!this.throttle.allow(`sign-up:${email}`, clientAddress, at.getTime())) throw ThrottledError();

    const userId = passwordUserId(email);
    const context = commandContext(userId, correlationId, at);
    await this.runner.run(
      emailDecider,
      emailStream(email),
      { type: 'ClaimEmail', data: { email, userId } },
      context,
    );
    // A registered user is a finished account: one made by Google has no password, and a sign-up
    // must not give it one (that would hand the owner's account to whoever knows the address).
    if ((await this.runner.load(userDecider, `user-${userId}`)).status === 'registered')
      throw EmailTakenError();
    try {
      await this.runner.run(
        credentialDecider,
        credentialStream(userId),
        { type: 'SetInitialPassword', data: { userId, passwordHash: await hashPassword(password) } },
        context,
      );
    } catch (error) {
      // The address already has a finished account: the same answer as a taken address.
      if (PasswordAlreadySetError.is(error)) throw EmailTakenError();
      throw error;
    }
    const identity = {
      userId,
      email,
      displayName: email.split('@')[0] ?? email,
      userType: 'demo' as const,
      authMode: 'password' as const,
    };
    const registered = await this.accounts.registerOrSignIn(identity, 'password', context);
    const mailed = await this.verification.send(userId, email, context);
    return this.sessions.open(identity, Math.max(registered, mailed));
  }
}
