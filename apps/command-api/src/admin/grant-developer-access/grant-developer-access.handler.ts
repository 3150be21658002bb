import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DeveloperAccessResponse } from '@buildmentor/contracts';
import { userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { GrantDeveloperAccessCommand } from './grant-developer-access.command';

/** The admin check happened in the guard; the grant is recorded on the target user's stream. */
@CommandHandler(GrantDeveloperAccessCommand)
export class GrantDeveloperAccessHandler implements ICommandHandler<GrantDeveloperAccessCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    admin,
    userId,
    reason,
    correlationId,
  }: GrantDeveloperAccessCommand): Promise<DeveloperAccessResponse> {
    const result = await this.runner.run(
      userDecider,
      `user-${userId}`,
      {
        type: 'GrantDeveloperAccess',
        data: { userId, grantedBy: admin.userId, reason },
      },
      commandContext(admin.userId, correlationId, this.clock()),
    );
    return { success: true, position: result.position };
  }
}
