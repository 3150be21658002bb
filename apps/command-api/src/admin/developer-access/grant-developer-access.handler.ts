import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { GrantDeveloperAccessCommand } from './grant-developer-access.command';

/** The admin check happened in the guard; the grant is recorded on the target user's stream. */
@CommandHandler(GrantDeveloperAccessCommand)
export class GrantDeveloperAccessHandler implements ICommandHandler<GrantDeveloperAccessCommand, { success: true; position: number }> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ admin, request, correlationId }: GrantDeveloperAccessCommand) {
    const context = { actorId: admin.uid, correlationId, causationId: newId(), at: this.clock() };
    const result = await this.runner.run(userDecider, `user-${request.user_id}`, {
      type: 'GrantDeveloperAccess',
      data: { userId: request.user_id, grantedBy: admin.uid, reason: request.reason },
    }, context);
    return { success: true as const, position: result.position };
  }
}
