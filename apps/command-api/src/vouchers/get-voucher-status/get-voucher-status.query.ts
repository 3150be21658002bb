import { type AuthenticatedUser } from '../../http/request-context';

export class GetVoucherStatusQuery {
  constructor(readonly user: AuthenticatedUser) {}
}
