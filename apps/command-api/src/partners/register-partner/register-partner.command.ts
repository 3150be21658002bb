import { type PartnerRegistrationRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class RegisterPartnerCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly request: PartnerRegistrationRequest,
    readonly correlationId: string,
  ) {}
}
