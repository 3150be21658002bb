import { Command } from '@nestjs/cqrs';
import { type SignInResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class ChangePasswordCommand extends Command<SignInResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly currentPassword: string,
    readonly newPassword: string,
    /** Wrong guesses of the current password are throttled per (user, client) pair. */
    readonly clientAddress: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
