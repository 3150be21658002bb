import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type VoucherListResponse, type VoucherRedeemer } from '@buildmentor/contracts';
import { VOUCHER_REDEMPTIONS, VOUCHERS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { peopleNamer } from '../../shared/people-namer';
import { toVoucherSummary } from '../voucher-summary';
import { ListVouchersQuery } from './list-vouchers.query';

/**
 * Every voucher, newest first, with its redemption count from the `vouchers` read model, and who
 * redeemed it from `voucher_redemptions`. The creators and redeemers are named with one profiles
 * read for the whole page, so the console never shows a bare uid.
 */
@QueryHandler(ListVouchersQuery)
export class ListVouchersHandler implements IQueryHandler<ListVouchersQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<VoucherListResponse> {
    const docs = await (await this.readModels.collection(VOUCHERS)).find({}, { sort: { created_at: -1 } });
    const codes = docs.map((doc) => doc.code);
    const redemptions = codes.length
      ? await (
          await this.readModels.collection(VOUCHER_REDEMPTIONS)
        ).find({ code: { $in: codes } }, { sort: { redeemed_at: 1 } })
      : [];
    const person = await peopleNamer(this.readModels, [
      ...docs.map((doc) => doc.created_by),
      ...redemptions.map((r) => r.user_id),
    ]);
    const redeemersByCode = new Map<string, VoucherRedeemer[]>();
    for (const r of redemptions) {
      const redeemers = redeemersByCode.get(r.code) ?? [];
      redeemers.push({ person: person(r.user_id), redeemed_at: r.redeemed_at });
      redeemersByCode.set(r.code, redeemers);
    }
    const now = this.clock();
    return {
      vouchers: docs.map((doc) => ({
        ...toVoucherSummary(doc, now),
        created_by_person: person(doc.created_by),
        redemptions: redeemersByCode.get(doc.code) ?? [],
      })),
      total_count: docs.length,
    };
  }
}
