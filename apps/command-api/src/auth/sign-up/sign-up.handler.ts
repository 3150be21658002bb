import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type SignInResponse } from '@buildmentor/contracts';
import { credentialDecider, DomainError, EmailTakenError, emailDecider, PasswordAlreadySetError, userDecider } from '@buildmentor/domain';
import { HttpProblem } from '../../http/problem-details.filter';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { AccountRegistry } from '../account-registry';
import { hashPassword } from '../password/password-hasher';
import { credentialStream, emailStream, normaliseEmail, passwordUserId, THROTTLED } from '../password/password-identity';
import { requirePasswordMode } from '../password/password-mode.guard';
import { passwordProblem } from '../password/password-policy';
import { SignInThrottle } from '../password/sign-in-throttle';
import { SessionService } from '../session.service';
import { VerificationMailer } from '../verify-email/verification-mailer';
import { SignUpCommand } from './sign-up.command';

/**
 * Password sign-up: claim the address (the event store's no_stream rule makes it unique), store
 * the scrypt hash, register the user and start the trial, mail a verification link, then open a
 * session. The address is unverified until the link is used, so the session is an ordinary user's
 * even for an ADMIN_EMAILS address.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, SignInResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(AccountRegistry) private readonly accounts: AccountRegistry,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(VerificationMailer) private readonly verification: VerificationMailer,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request, clientAddress, correlationId }: SignUpCommand): Promise<SignInResponse> {
    requirePasswordMode(this.config);
    const email = normaliseEmail(request.email);
    const problem = passwordProblem(request.password, email);
    if (problem) throw new DomainError('AUTH.WEAK_PASSWORD', 'validation', problem, [{ path: 'body.password', message: problem }]);
    const at = this.clock();
    if (!this.throttle.allow(`sign-up:${email}`, clientAddress, at.getTime())) throw new HttpProblem(429, 'AUTH.THROTTLED', THROTTLED);

    const uid = passwordUserId(email);
    const context = { actorId: uid, correlationId, causationId: newId(), at };
    await this.runner.run(emailDecider, emailStream(email), { type: 'ClaimEmail', data: { email, userId: uid } }, context);
    // A registered user is a finished account: one made by Google has no password, and a sign-up
    // must not give it one (that would hand the owner's account to whoever knows the address).
    if ((await this.runner.load(userDecider, `user-${uid}`)).status === 'registered') throw new EmailTakenError();
    try {
      await this.runner.run(credentialDecider, credentialStream(uid), { type: 'SetInitialPassword', data: { userId: uid, passwordHash: await hashPassword(request.password) } }, context);
    } catch (error) {
      // The address already has a finished account: the same answer as a taken address.
      if (error instanceof PasswordAlreadySetError) throw new EmailTakenError();
      throw error;
    }
    const identity = { uid, email, displayName: email.split('@')[0] ?? email, userType: 'demo' as const, authMode: 'password' as const };
    const registered = await this.accounts.registerOrSignIn(identity, 'password', context);
    const mailed = await this.verification.send(uid, email, context);
    return this.sessions.open(identity, Math.max(registered, mailed));
  }
}
