import { Query } from '@nestjs/cqrs';
import { type ProfileResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class GetProfileQuery extends Query<ProfileResponse> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
