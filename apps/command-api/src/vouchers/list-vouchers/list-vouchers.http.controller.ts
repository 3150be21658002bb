import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { voucherListResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ListVouchersQuery } from './list-vouchers.query';

export const listVouchersDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/vouchers',
  summary: 'Admin: every voucher with its status, its creator and who redeemed it',
  tag: 'vouchers',
  auth: true,
  adminOnly: true,
  response: voucherListResponseSchema,
  errors: [403],
  readYourWrites: true,
};

@Controller('admin')
export class ListVouchersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('vouchers')
  list() {
    return this.queries.execute(new ListVouchersQuery());
  }
}
