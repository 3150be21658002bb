import { Query } from '@nestjs/cqrs';
import { type VoucherStatusResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class GetVoucherStatusQuery extends Query<VoucherStatusResponse> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
