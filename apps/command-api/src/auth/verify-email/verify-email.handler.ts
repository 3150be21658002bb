import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type VerifyEmailResponse } from '@buildmentor/contracts';
import { userDecider, VerificationLinkInvalidError } from '@buildmentor/domain';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { EMAIL_VERIFIED } from '../password/password-identity';
import { requirePasswordMode } from '../password/password-mode.guard';
import { hashSingleUseToken, userIdOfSingleUseToken } from '../single-use-token';
import { VerifyEmailCommand } from './verify-email.command';

/** Spends the link: the decider refuses unknown, used and expired links, each with its own code. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, correlationId }: VerifyEmailCommand): Promise<VerifyEmailResponse> {
    requirePasswordMode(this.config);
    const userId = userIdOfSingleUseToken(token);
    const user = userId ? await this.runner.load(userDecider, `user-${userId}`) : null;
    if (!userId || user?.status !== 'registered') throw VerificationLinkInvalidError();
    const at = this.clock();
    const { position } = await this.runner.run(
      userDecider,
      `user-${userId}`,
      {
        type: 'VerifyEmail',
        data: { userId, method: 'link', tokenHash: hashSingleUseToken(token), at: at.toISOString() },
      },
      commandContext(userId, correlationId, at),
    );
    return { message: EMAIL_VERIFIED, email: user.email, position };
  }
}
