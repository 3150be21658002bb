import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  redeemVoucherRequestSchema,
  revokeVoucherRequestSchema,
  revokeVoucherResponseSchema,
} from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { RevokeVoucherCommand } from './revoke-voucher.command';

export const revokeVoucherDoc: RouteDoc = {
  method: 'post',
  path: '/api/admin/vouchers/{code}/revoke',
  summary: 'Admin: revoke a voucher (no further redemptions; plans already granted keep running)',
  tag: 'vouchers',
  auth: true,
  adminOnly: true,
  pathParams: ['code'],
  body: revokeVoucherRequestSchema,
  response: revokeVoucherResponseSchema,
  errors: [403, 404],
};

@Controller('admin')
export class RevokeVoucherController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('vouchers/:code/revoke')
  @HttpCode(200)
  revoke(
    @Param('code') code: unknown,
    @Body() body: unknown,
    @CurrentUser() admin: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    // The path code is read like a typed one: trimmed and upper-cased.
    const { code: parsed } = parseRequest(redeemVoucherRequestSchema, { code }, 'params');
    const { reason } = parseRequest(revokeVoucherRequestSchema, body, 'body');
    return this.commands.execute(new RevokeVoucherCommand(admin, parsed, reason, correlationId));
  }
}
