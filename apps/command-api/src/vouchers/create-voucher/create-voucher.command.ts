import { type CreateVoucherRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class CreateVoucherCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly request: CreateVoucherRequest,
    readonly correlationId: string,
  ) {}
}
