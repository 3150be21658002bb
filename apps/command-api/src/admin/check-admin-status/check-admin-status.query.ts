import { Query } from '@nestjs/cqrs';
import { type AdminStatusResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class CheckAdminStatusQuery extends Query<AdminStatusResponse> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
