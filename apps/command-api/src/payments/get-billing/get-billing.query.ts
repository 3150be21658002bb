import { Query } from '@nestjs/cqrs';
import { type BillingResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class GetBillingQuery extends Query<BillingResponse> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
