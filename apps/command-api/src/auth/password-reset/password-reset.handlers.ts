import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig, type Logger, publicUrl } from '@buildmentor/config';
import { type MessageResponse } from '@buildmentor/contracts';
import { credentialDecider, DomainError, emailDecider, ResetTokenInvalidError, userDecider } from '@buildmentor/domain';
import { HttpProblem } from '../../http/problem-details.filter';
import { CLOCK, type Clock, CONFIG, LOGGER } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { MAIL_SENDER, type MailSender } from '../mail/mail-sender.port';
import { hashPassword } from '../password/password-hasher';
import { credentialStream, emailStream, normaliseEmail, RESET_DONE, RESET_REQUESTED, THROTTLED } from '../password/password-identity';
import { requirePasswordMode } from '../password/password-mode.guard';
import { passwordProblem } from '../password/password-policy';
import { SignInThrottle } from '../password/sign-in-throttle';
import { ConfirmPasswordResetCommand, RequestPasswordResetCommand } from './password-reset.commands';
import { hashSingleUseToken, newSingleUseToken, RESET_TOKEN_TTL_MS, userIdOfSingleUseToken } from '../single-use-token';

/** Always the same answer, whether or not the address has an account. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, MessageResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ email: rawEmail, clientAddress, correlationId }: RequestPasswordResetCommand): Promise<MessageResponse> {
    requirePasswordMode(this.config);
    const email = normaliseEmail(rawEmail);
    const at = this.clock();
    if (!this.throttle.allow(`reset:${email}`, clientAddress, at.getTime())) throw new HttpProblem(429, 'AUTH.THROTTLED', THROTTLED);
    // Every request counts against the pair, so one address cannot be flooded with reset mails.
    this.throttle.recordFailure(`reset:${email}`, clientAddress, at.getTime());
    const claim = await this.runner.load(emailDecider, emailStream(email));
    if (claim.userId) {
      const { token, tokenHash } = newSingleUseToken(claim.userId);
      const expiresAt = new Date(at.getTime() + RESET_TOKEN_TTL_MS).toISOString();
      const context = { actorId: claim.userId, correlationId, causationId: newId(), at };
      await this.runner.run(credentialDecider, credentialStream(claim.userId), { type: 'RequestPasswordReset', data: { userId: claim.userId, tokenHash, expiresAt } }, context);
      await this.mail
        .send({
          to: email,
          subject: `Reset your ${this.config.PRODUCT_NAME} password`,
          text: `Someone asked to reset the password of your ${this.config.PRODUCT_NAME} account.\n\nOpen this link within one hour to choose a new password:\n${publicUrl(this.config)}/auth?reset=${encodeURIComponent(token)}\n\nIf it was not you, ignore this email; your password stays as it is.`,
        })
        .catch((error: unknown) => this.logger.error('reset mail failed', { correlationId, error: String(error) }));
    }
    return { message: RESET_REQUESTED };
  }
}

/**
 * Single use, expiring within the hour; the new password meets the same policy as sign-up. The
 * credential decider revokes every earlier session in the same append. The link reached the
 * account's mailbox, so a completed reset also verifies the address (which is how the owner takes
 * back an address someone else signed up with).
 */
@CommandHandler(ConfirmPasswordResetCommand)
export class ConfirmPasswordResetHandler implements ICommandHandler<ConfirmPasswordResetCommand, MessageResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, password, correlationId }: ConfirmPasswordResetCommand): Promise<MessageResponse> {
    requirePasswordMode(this.config);
    const userId = userIdOfSingleUseToken(token);
    if (!userId) throw new ResetTokenInvalidError();
    const state = await this.runner.load(credentialDecider, credentialStream(userId));
    const problem = passwordProblem(password, '');
    if (problem) throw new DomainError('AUTH.WEAK_PASSWORD', 'validation', problem, [{ path: 'body.password', message: problem }]);
    if (!state.resetTokens.has(hashSingleUseToken(token))) throw new ResetTokenInvalidError();
    const at = this.clock();
    const context = { actorId: userId, correlationId, causationId: newId(), at };
    await this.runner.run(credentialDecider, credentialStream(userId), {
      type: 'CompletePasswordReset',
      data: { userId, tokenHash: hashSingleUseToken(token), passwordHash: await hashPassword(password), at: at.toISOString() },
    }, context);
    const user = await this.runner.load(userDecider, `user-${userId}`);
    if (user.status === 'registered') await this.runner.run(userDecider, `user-${userId}`, { type: 'VerifyEmail', data: { userId, method: 'password_reset' } }, context);
    return { message: RESET_DONE };
  }
}
