import { type AuthenticatedUser } from '../../http/request-context';

export class GetBillingQuery {
  constructor(readonly user: AuthenticatedUser) {}
}
