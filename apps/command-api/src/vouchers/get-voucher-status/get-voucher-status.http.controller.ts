import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { voucherStatusResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { GetVoucherStatusQuery } from './get-voucher-status.query';

export const getVoucherStatusDoc: RouteDoc = {
  method: 'get',
  path: '/api/user/voucher-status',
  summary: "The signed-in user's voucher redemptions and the one running now",
  tag: 'vouchers',
  auth: true,
  response: voucherStatusResponseSchema,
  readYourWrites: true,
};

@Controller('user')
export class GetVoucherStatusController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('voucher-status')
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetVoucherStatusQuery(user));
  }
}
