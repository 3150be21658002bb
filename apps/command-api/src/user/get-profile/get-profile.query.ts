import { type AuthenticatedUser } from '../../http/request-context';

export class GetProfileQuery {
  constructor(readonly user: AuthenticatedUser) {}
}
