import { type OnboardingRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class CompleteOnboardingCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly request: OnboardingRequest,
    readonly correlationId: string,
  ) {}
}
