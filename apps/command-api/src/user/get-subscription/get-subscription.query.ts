import { type AuthenticatedUser } from '../../http/request-context';

export class GetSubscriptionQuery {
  constructor(readonly user: AuthenticatedUser) {}
}
