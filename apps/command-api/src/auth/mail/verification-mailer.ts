import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig, type Logger, publicUrl } from '@buildmentor/config';
import { userDecider } from '@buildmentor/domain';
import { CONFIG, LOGGER } from '../../infrastructure/tokens';
import { type CommandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { MAIL_SENDER, type MailSender } from './mail-sender.port';
import { newSingleUseToken, VERIFICATION_TOKEN_TTL_MS } from '../single-use-token';

/**
 * Mails a single-use, expiring verification link, as the password reset does: the token goes
 * only into the mail; EmailVerificationRequested records its SHA-256 and expiry on the user's
 * stream. A failed delivery is logged, not fatal: the user can ask for another link.
 */
@Injectable()
export class VerificationMailer {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Returns the log position of the recorded request. */
  async send(userId: string, email: string, context: CommandContext): Promise<number> {
    const { token, tokenHash } = newSingleUseToken(userId);
    const expiresAt = new Date(context.at.getTime() + VERIFICATION_TOKEN_TTL_MS).toISOString();
    const { position } = await this.runner.run(
      userDecider,
      `user-${userId}`,
      { type: 'RequestEmailVerification', data: { userId, tokenHash, expiresAt } },
      context,
    );
    const product = this.config.PRODUCT_NAME;
    await this.mail
      .send({
        to: email,
        subject: `Verify your ${product} email address`,
        text: `Welcome to ${product}.\n\nOpen this link within 24 hours to verify your email address:\n${publicUrl(this.config)}/auth?verify=${encodeURIComponent(token)}\n\nIf you did not create an account, ignore this email.`,
      })
      .catch((error: unknown) =>
        this.logger.error('verification mail failed', {
          correlationId: context.correlationId,
          error: String(error),
        }),
      );
    return position;
  }
}
