import { Query } from '@nestjs/cqrs';
import { type VoucherListResponse } from '@buildmentor/contracts';

export class ListVouchersQuery extends Query<VoucherListResponse> {}
