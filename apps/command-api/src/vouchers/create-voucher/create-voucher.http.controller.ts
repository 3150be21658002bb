import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createVoucherRequestSchema, createVoucherResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CreateVoucherCommand } from './create-voucher.command';

export const createVoucherDoc: RouteDoc = {
  method: 'post',
  path: '/api/admin/create-voucher',
  summary: 'Admin: create a voucher (code given or generated, tier, duration, maximum redemptions, expiry)',
  tag: 'vouchers',
  auth: true,
  adminOnly: true,
  body: createVoucherRequestSchema,
  response: createVoucherResponseSchema,
  errors: [403, 409],
};

/** The decider's field names, as the request names them (for the 400's field paths). */
const HTTP_PATHS = {
  code: 'body.code',
  tier: 'body.tier',
  durationDays: 'body.duration_days',
  maxRedemptions: 'body.max_redemptions',
  expiresAt: 'body.expires_at',
};

@Controller('admin')
export class CreateVoucherController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('create-voucher')
  @HttpCode(200)
  create(
    @Body() body: unknown,
    @CurrentUser() admin: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const input = parseRequest(createVoucherRequestSchema, body, 'body');
    const voucher = {
      code: input.code ?? null,
      tier: input.tier,
      durationDays: input.duration_days,
      maxRedemptions: input.max_redemptions,
      expiresAt: input.expires_at ?? null,
      note: input.note ?? '',
    };
    return withHttpPaths(HTTP_PATHS, () =>
      this.commands.execute(new CreateVoucherCommand(admin, voucher, correlationId)),
    );
  }
}
