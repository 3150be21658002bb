import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type SignInResponse } from '@buildmentor/contracts';
import { credentialDecider, CurrentPasswordIncorrectError, userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { ThrottledError, WeakPasswordError } from '../auth.errors';
import { hashPassword, verifyPassword } from '../password/password-hasher';
import { credentialStream } from '../password/password-identity';
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
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    user,
    currentPassword,
    newPassword,
    clientAddress,
    correlationId,
  }: ChangePasswordCommand): Promise<SignInResponse> {
    requirePasswordMode(this.config);
    const problem = passwordProblem(newPassword, user.email);
    if (problem) throw WeakPasswordError(problem, 'newPassword');
    const at = this.clock();
    const key = `change:${user.userId}`;
    if (!this.throttle.allow(key, clientAddress, at.getTime())) throw ThrottledError();

    const credential = await this.runner.load(credentialDecider, credentialStream(user.userId));
    if (!credential.passwordHash || !(await verifyPassword(currentPassword, credential.passwordHash))) {
      this.throttle.recordFailure(key, clientAddress, at.getTime());
      throw CurrentPasswordIncorrectError();
    }
    this.throttle.recordSuccess(key, clientAddress);
    const context = commandContext(user.userId, correlationId, at);
    const changed = await this.runner.run(
      credentialDecider,
      credentialStream(user.userId),
      {
        type: 'ChangePassword',
        data: {
          userId: user.userId,
          verifiedHash: credential.passwordHash,
          passwordHash: await hashPassword(newPassword),
        },
      },
      context,
    );
    const state = await this.runner.load(userDecider, `user-${user.userId}`);
    const displayName =
      state.status === 'registered' ? state.displayName : (user.email.split('@')[0] ?? user.email);
    return this.sessions.open(
      { userId: user.userId, email: user.email, displayName, userType: user.userType, authMode: 'password' },
      changed.position,
    );
  }
}
