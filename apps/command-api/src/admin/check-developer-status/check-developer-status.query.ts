import { Query } from '@nestjs/cqrs';
import { type DeveloperStatusResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class CheckDeveloperStatusQuery extends Query<DeveloperStatusResponse> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
