import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SignOutEverywhereResponse } from '@buildmentor/contracts';
import { credentialDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { credentialStream, SIGNED_OUT_EVERYWHERE } from '../password/password-identity';
import { SignOutEverywhereCommand } from './sign-out-everywhere.command';

/**
 * Moves the user's token version on (SessionsEnded on `credential-<userId>`, in any auth mode), so
 * every token issued so far, the caller's included, gets 401 from the next request on.
 */
@CommandHandler(SignOutEverywhereCommand)
export class SignOutEverywhereHandler implements ICommandHandler<SignOutEverywhereCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, correlationId }: SignOutEverywhereCommand): Promise<SignOutEverywhereResponse> {
    const context = commandContext(user.userId, correlationId, this.clock());
    const { position } = await this.runner.run(
      credentialDecider,
      credentialStream(user.userId),
      { type: 'EndSessions', data: { userId: user.userId } },
      context,
    );
    return { message: SIGNED_OUT_EVERYWHERE, position };
  }
}
