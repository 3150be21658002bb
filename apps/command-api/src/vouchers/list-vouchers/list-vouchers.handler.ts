import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type VoucherListResponse } from '@buildmentor/contracts';
import { VOUCHERS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { toVoucherSummary } from '../voucher-summary';
import { ListVouchersQuery } from './list-vouchers.query';

/** Every voucher, newest first, with its redemption count, from the `vouchers` read model. */
@QueryHandler(ListVouchersQuery)
export class ListVouchersHandler implements IQueryHandler<ListVouchersQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<VoucherListResponse> {
    const docs = await (await this.readModels.collection(VOUCHERS)).find({}, { sort: { created_at: -1 } });
    const now = this.clock();
    return { vouchers: docs.map((doc) => toVoucherSummary(doc, now)), total_count: docs.length };
  }
}
