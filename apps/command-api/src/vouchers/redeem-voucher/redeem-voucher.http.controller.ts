import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { redeemVoucherRequestSchema, redeemVoucherResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { RedeemVoucherCommand } from './redeem-voucher.command';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

export const redeemVoucherDoc: RouteDoc = {
  method: 'post',
  path: '/api/voucher/redeem',
  summary: 'Redeem a voucher code: its plan starts at once',
  tag: 'vouchers',
  auth: true,
  body: redeemVoucherRequestSchema,
  response: redeemVoucherResponseSchema,
  errors: [404, 409],
};

@Controller('voucher')
export class RedeemVoucherController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('voucher-redemption')
  @Post('redeem')
  @HttpCode(200)
  redeem(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { code } = parseRequest(redeemVoucherRequestSchema, body, 'body');
    return this.commands.execute(new RedeemVoucherCommand(user, code, correlationId));
  }
}
