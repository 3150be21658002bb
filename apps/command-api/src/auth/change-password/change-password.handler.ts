import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type SignInResponse } from '@buildmentor/contracts';
import { credentialDecider, CurrentPasswordIncorrectError, DomainError, userDecider } from '@buildmentor/domain';
import { HttpProblem } from '../../http/problem-details.filter';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { hashPassword, verifyPassword } from '../password/password-hasher';
import { credentialStream, THROTTLED } from '../password/password-identity';
import { requirePasswordMode } from '../password/password-mode.guard';
import { passwordProblem } from '../password/password-policy';
import { SignInThrottle } from '../password/sign-in-throttle';
import { SessionService } from '../session.service';
import { ChangePasswordCommand } from './change-password.command';

/**
 * A signed-in user's new password: the same policy as sign-up, the current password checked (and
 * wrong guesses throttled like sign-in failures, so a stolen session cannot brute-force it). The
 * change revokes every earlier session in the same append; this browser gets a fresh token.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, SignInResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, request, clientAddress, correlationId }: ChangePasswordCommand): Promise<SignInResponse> {
    requirePasswordMode(this.config);
    const problem = passwordProblem(request.new_password, user.email);
    if (problem) throw new DomainError('AUTH.WEAK_PASSWORD', 'validation', problem, [{ path: 'body.new_password', message: problem }]);
    const at = this.clock();
    const key = `change:${user.uid}`;
    if (!this.throttle.allow(key, clientAddress, at.getTime())) throw new HttpProblem(429, 'AUTH.THROTTLED', THROTTLED);

    const credential = await this.runner.load(credentialDecider, credentialStream(user.uid));
    if (!credential.passwordHash || !(await verifyPassword(request.current_password, credential.passwordHash))) {
      this.throttle.recordFailure(key, clientAddress, at.getTime());
      throw new CurrentPasswordIncorrectError();
    }
    this.throttle.recordSuccess(key, clientAddress);
    const context = { actorId: user.uid, correlationId, causationId: newId(), at };
    const changed = await this.runner.run(credentialDecider, credentialStream(user.uid), {
      type: 'ChangePassword',
      data: { userId: user.uid, verifiedHash: credential.passwordHash, passwordHash: await hashPassword(request.new_password) },
    }, context);
    const state = await this.runner.load(userDecider, `user-${user.uid}`);
    const displayName = state.status === 'registered' ? state.displayName : (user.email.split('@')[0] ?? user.email);
    return this.sessions.open({ uid: user.uid, email: user.email, displayName, userType: user.userType, authMode: 'password' }, changed.position);
  }
}
