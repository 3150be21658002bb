import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type MessageResponse } from '@buildmentor/contracts';
import { credentialDecider, ResetTokenInvalidError, userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { WeakPasswordError } from '../auth.errors';
import { hashPassword } from '../password/password-hasher';
import { credentialStream, RESET_DONE } from '../password/password-identity';
import { requirePasswordMode } from '../password/password-mode.guard';
import { passwordProblem } from '../password/password-policy';
import { hashSingleUseToken, userIdOfSingleUseToken } from '../single-use-token';
import { ConfirmPasswordResetCommand } from './confirm-password-reset.command';

/**
 * Single use, expiring within the hour; the new password meets the same policy as sign-up. The
 * credential decider revokes every earlier session in the same append. The link reached the
 * account's mailbox, so a completed reset also verifies the address (which is how the owner takes
 * back an address someone else signed up with).
 */
@CommandHandler(ConfirmPasswordResetCommand)
export class ConfirmPasswordResetHandler implements ICommandHandler<ConfirmPasswordResetCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, password, correlationId }: ConfirmPasswordResetCommand): Promise<MessageResponse> {
    requirePasswordMode(this.config);
    const userId = userIdOfSingleUseToken(token);
    if (!userId) throw ResetTokenInvalidError();
    const state = await this.runner.load(credentialDecider, credentialStream(userId));
    const problem = passwordProblem(password, '');
    if (problem) throw WeakPasswordError(problem, 'password');
    if (!state.resetTokens.has(hashSingleUseToken(token))) throw ResetTokenInvalidError();
    const at = this.clock();
    const context = commandContext(userId, correlationId, at);
    await this.runner.run(
      credentialDecider,
      credentialStream(userId),
      {
        type: 'CompletePasswordReset',
        data: {
          userId,
          tokenHash: hashSingleUseToken(token),
          passwordHash: await hashPassword(password),
          at: at.toISOString(),
        },
      },
      context,
    );
    const user = await this.runner.load(userDecider, `user-${userId}`);
    if (user.status === 'registered')
      await this.runner.run(
        userDecider,
        `user-${userId}`,
        { type: 'VerifyEmail', data: { userId, method: 'password_reset' } },
        context,
      );
    return { message: RESET_DONE };
  }
}
