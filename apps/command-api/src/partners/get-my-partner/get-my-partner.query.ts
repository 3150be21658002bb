import { type AuthenticatedUser } from '../../http/request-context';

export class GetMyPartnerQuery {
  constructor(readonly user: AuthenticatedUser) {}
}
