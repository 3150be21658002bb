import { type DeveloperAccessRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class GrantDeveloperAccessCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly request: DeveloperAccessRequest,
    readonly correlationId: string,
  ) {}
}
