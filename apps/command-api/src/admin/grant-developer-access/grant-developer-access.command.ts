import { Command } from '@nestjs/cqrs';
import { type DeveloperAccessResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class GrantDeveloperAccessCommand extends Command<DeveloperAccessResponse> {
  constructor(
    readonly admin: AuthenticatedUser,
    /** The user who gets access. */
    readonly userId: string,
    readonly reason: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
