import { Command } from '@nestjs/cqrs';
import { type SignOutEverywhereResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class SignOutEverywhereCommand extends Command<SignOutEverywhereResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly correlationId: string,
  ) {
    super();
  }
}
