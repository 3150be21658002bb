import { type PreferencesRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class UpdatePreferencesCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly request: PreferencesRequest,
    readonly correlationId: string,
  ) {}
}
