import { Command } from '@nestjs/cqrs';
import { type SaveResponse } from '@buildmentor/contracts';
import { type CompleteOnboarding } from '@buildmentor/domain';
import { type AuthenticatedUser } from '../../http/request-context';

/** The wizard's choices, checked against the option lists by the user decider. */
export type Onboarding = Omit<CompleteOnboarding['data'], 'userId'>;

export class CompleteOnboardingCommand extends Command<SaveResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly onboarding: Onboarding,
    readonly correlationId: string,
  ) {
    super();
  }
}
