import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig, type Logger, publicUrl } from '@buildmentor/config';
import { type MessageResponse } from '@buildmentor/contracts';
import { credentialDecider, emailDecider } from '@buildmentor/domain';
import { CLOCK, type Clock, CONFIG, LOGGER } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { ThrottledError } from '../auth.errors';
import { MAIL_SENDER, type MailSender } from '../mail/mail-sender.port';
import {
  credentialStream,
  emailStream,
  normaliseEmail,
  RESET_REQUESTED,
} from '../password/password-identity';
import { requirePasswordMode } from '../password/password-mode.guard';
import { SignInThrottle } from '../password/sign-in-throttle';
import { newSingleUseToken, RESET_TOKEN_TTL_MS } from '../single-use-token';
import { RequestPasswordResetCommand } from './request-password-reset.command';

/** Always the same answer, whether or not the address has an account. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({
    email: rawEmail,
    clientAddress,
    correlationId,
  }: RequestPasswordResetCommand): Promise<MessageResponse> {
    requirePasswordMode(this.config);
    const email = normaliseEmail(rawEmail);
    const at = this.clock();
    if (!this.throttle.allow(`reset:${email}`, clientAddress, at.getTime())) throw ThrottledError();
    // Every request counts against the pair, so one address cannot be flooded with reset mails.
    this.throttle.recordFailure(`reset:${email}`, clientAddress, at.getTime());
    const claim = await this.runner.load(emailDecider, emailStream(email));
    if (claim.userId) {
      const { token, tokenHash } = newSingleUseToken(claim.userId);
      const expiresAt = new Date(at.getTime() + RESET_TOKEN_TTL_MS).toISOString();
      const context = commandContext(claim.userId, correlationId, at);
      await this.runner.run(
        credentialDecider,
        credentialStream(claim.userId),
        { type: 'RequestPasswordReset', data: { userId: claim.userId, tokenHash, expiresAt } },
        context,
      );
      await this.mail
        .send({
          to: email,
          subject: `Reset your ${this.config.PRODUCT_NAME} password`,
          text: `Someone asked to reset the password of your ${this.config.PRODUCT_NAME} account.\n\nOpen this link within one hour to choose a new password:\n${publicUrl(this.config)}/auth?reset=${encodeURIComponent(token)}\n\nIf it was not you, ignore this email; your password stays as it is.`,
        })
        .catch((error: unknown) =>
          this.logger.error('reset mail failed', { correlationId, error: String(error) }),
        );
    }
    return { message: RESET_REQUESTED };
  }
}
