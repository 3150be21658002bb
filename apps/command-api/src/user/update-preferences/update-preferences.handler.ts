import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SaveResponse } from '@buildmentor/contracts';
import { userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { UpdatePreferencesCommand } from './update-preferences.command';

/** The profile screen's save (spec payload); fields left out keep their value. */
@CommandHandler(UpdatePreferencesCommand)
export class UpdatePreferencesHandler implements ICommandHandler<UpdatePreferencesCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, preferences, correlationId }: UpdatePreferencesCommand): Promise<SaveResponse> {
    const result = await this.runner.run(
      userDecider,
      `user-${user.userId}`,
      {
        type: 'UpdatePreferences',
        data: { userId: user.userId, ...preferences },
      },
      commandContext(user.userId, correlationId, this.clock()),
    );
    return {
      success: true,
      message: 'Your preferences have been saved successfully!',
      position: result.position,
    };
  }
}
