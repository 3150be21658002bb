import { type PasswordChangeRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class ChangePasswordCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly request: PasswordChangeRequest,
    readonly clientAddress: string,
    readonly correlationId: string,
  ) {}
}
