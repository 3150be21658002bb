import { Command } from '@nestjs/cqrs';
import { type SaveResponse } from '@buildmentor/contracts';
import { type UpdatePreferences } from '@buildmentor/domain';
import { type AuthenticatedUser } from '../../http/request-context';

/** The profile screen's settings; a field left out keeps its value. */
export type Preferences = Omit<UpdatePreferences['data'], 'userId'>;

export class UpdatePreferencesCommand extends Command<SaveResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly preferences: Preferences,
    readonly correlationId: string,
  ) {
    super();
  }
}
