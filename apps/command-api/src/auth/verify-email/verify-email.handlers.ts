import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type MessageResponse, type VerifyEmailResponse } from '@buildmentor/contracts';
import { EmailAlreadyVerifiedError, userDecider, VerificationLinkInvalidError } from '@buildmentor/domain';
import { HttpProblem } from '../../http/problem-details.filter';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { EMAIL_VERIFIED, THROTTLED, verificationSent } from '../password/password-identity';
import { requirePasswordMode } from '../password/password-mode.guard';
import { SignInThrottle } from '../password/sign-in-throttle';
import { hashSingleUseToken, userIdOfSingleUseToken } from '../single-use-token';
import { ResendVerificationCommand, VerifyEmailCommand } from './verify-email.commands';
import { VerificationMailer } from './verification-mailer';

/** Spends the link: the decider refuses unknown, used and expired links, each with its own code. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, VerifyEmailResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, correlationId }: VerifyEmailCommand): Promise<VerifyEmailResponse> {
    requirePasswordMode(this.config);
    const userId = userIdOfSingleUseToken(token);
    const user = userId ? await this.runner.load(userDecider, `user-${userId}`) : null;
    if (!userId || user?.status !== 'registered') throw new VerificationLinkInvalidError();
    const at = this.clock();
    const context = { actorId: userId, correlationId, causationId: newId(), at };
    const { position } = await this.runner.run(userDecider, `user-${userId}`, {
      type: 'VerifyEmail',
      data: { userId, method: 'link', tokenHash: hashSingleUseToken(token), at: at.toISOString() },
    }, context);
    return { message: EMAIL_VERIFIED, email: user.email, position };
  }
}

/**
 * A new link for the signed-in user, throttled like the reset request (every request counts, so
 * nobody can flood a mailbox). An already verified address gets 409 and no mail.
 */
@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand, MessageResponse> {
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
    const key = `verify:${user.uid}`;
    if (!this.throttle.allow(key, clientAddress, at.getTime())) throw new HttpProblem(429, 'AUTH.THROTTLED', THROTTLED);
    this.throttle.recordFailure(key, clientAddress, at.getTime());
    const state = await this.runner.load(userDecider, `user-${user.uid}`);
    if (state.status !== 'registered') throw new VerificationLinkInvalidError();
    if (state.emailVerified) throw new EmailAlreadyVerifiedError();
    await this.mailer.send(user.uid, state.email, { actorId: user.uid, correlationId, causationId: newId(), at });
    return { message: verificationSent(state.email) };
  }
}
