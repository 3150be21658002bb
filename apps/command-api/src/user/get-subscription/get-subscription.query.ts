import { Query } from '@nestjs/cqrs';
import { type SubscriptionResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class GetSubscriptionQuery extends Query<SubscriptionResponse> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
