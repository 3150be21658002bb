import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SaveResponse } from '@buildmentor/contracts';
import { userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { CompleteOnboardingCommand } from './complete-onboarding.command';

/** The wizard's save: the user decider checks the step rules and the option lists. */
@CommandHandler(CompleteOnboardingCommand)
export class CompleteOnboardingHandler implements ICommandHandler<CompleteOnboardingCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, onboarding, correlationId }: CompleteOnboardingCommand): Promise<SaveResponse> {
    const result = await this.runner.run(
      userDecider,
      `user-${user.userId}`,
      {
        type: 'CompleteOnboarding',
        data: { userId: user.userId, ...onboarding },
      },
      commandContext(user.userId, correlationId, this.clock()),
    );
    return { success: true, message: 'Your AI assistant is personalised.', position: result.position };
  }
}
