import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SaveResponse } from '@buildmentor/contracts';
import { userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { withHttpPaths } from '../../http/remap-issue-paths';

const HTTP_PATHS = {
  industrySectors: 'body.industry_sectors',
  disciplines: 'body.disciplines',
  experienceLevel: 'body.experience_level',
  companyType: 'body.company_type',
};
import { CompleteOnboardingCommand } from './complete-onboarding.command';

/** The wizard's save: the user decider checks the step rules and the option lists. */
@CommandHandler(CompleteOnboardingCommand)
export class CompleteOnboardingHandler implements ICommandHandler<CompleteOnboardingCommand, SaveResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, request, correlationId }: CompleteOnboardingCommand): Promise<SaveResponse> {
    const context = { actorId: user.uid, correlationId, causationId: newId(), at: this.clock() };
    const result = await withHttpPaths(HTTP_PATHS, () => this.runner.run(userDecider, `user-${user.uid}`, {
      type: 'CompleteOnboarding',
      data: {
        userId: user.uid,
        industrySectors: request.industry_sectors,
        disciplines: request.disciplines,
        experienceLevel: request.experience_level,
        companyType: request.company_type,
        primaryFocus: request.primary_focus ?? '',
      },
    }, context));
    return { success: true, message: 'Your AI assistant is personalised.', position: result.position };
  }
}
