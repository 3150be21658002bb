import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type MessageResponse } from '@buildmentor/contracts';
import { EmailAlreadyVerifiedError, userDecider, VerificationLinkInvalidError } from '@buildmentor/domain';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { ThrottledError } from '../auth.errors';
import { VerificationMailer } from '../mail/verification-mailer';
import { verificationSent } from '../password/password-identity';
import { requirePasswordMode } from '../password/password-mode.guard';
import { SignInThrottle } from '../password/sign-in-throttle';
import { ResendVerificationCommand } from './resend-verification.command';

/**
 * A new link for the signed-in user, throttled like the reset request (every request counts, so
 * nobody can flood a mailbox). An already verified address gets 409 and no mail.
 */
@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(VerificationMailer) private readonly mailer: VerificationMailer,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, clientAddress, correlationId }: ResendVerificationCommand): Promise<MessageResponse> {
    requirePasswordMode(this.config);
    const at = this.clock();
    const key = `verify:${user.userId}`;
    if (!this.throttle.allow(key, clientAddress, at.getTime())) throw ThrottledError();
    this.throttle.recordFailure(key, clientAddress, at.getTime());
    const state = await this.runner.load(userDecider, `user-${user.userId}`);
    if (state.status !== 'registered') throw VerificationLinkInvalidError();
    if (state.emailVerified) throw EmailAlreadyVerifiedError();
    await this.mailer.send(user.userId, state.email, commandContext(user.userId, correlationId, at));
    return { message: verificationSent(state.email) };
  }
}
