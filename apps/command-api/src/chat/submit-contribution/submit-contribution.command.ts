import { type ContributionRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class SubmitContributionCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly request: ContributionRequest,
    readonly correlationId: string,
  ) {}
}
