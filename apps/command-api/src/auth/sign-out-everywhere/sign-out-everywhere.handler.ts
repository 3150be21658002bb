import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SignOutEverywhereResponse } from '@buildmentor/contracts';
import { credentialDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { credentialStream, SIGNED_OUT_EVERYWHERE } from '../password/password-identity';
import { SignOutEverywhereCommand } from './sign-out-everywhere.command';

/**
 * Moves the user's token version on (SessionsEnded on `credential-<uid>`, in any auth mode), so
 * every token issued so far, the caller's included, gets 401 from the next request on.
 */
@CommandHandler(SignOutEverywhereCommand)
export class SignOutEverywhereHandler implements ICommandHandler<SignOutEverywhereCommand, SignOutEverywhereResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, correlationId }: SignOutEverywhereCommand): Promise<SignOutEverywhereResponse> {
    const context = { actorId: user.uid, correlationId, causationId: newId(), at: this.clock() };
    const { position } = await this.runner.run(credentialDecider, credentialStream(user.uid), { type: 'EndSessions', data: { userId: user.uid } }, context);
    return { message: SIGNED_OUT_EVERYWHERE, position };
  }
}
