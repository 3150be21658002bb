import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createVoucherRequestSchema, createVoucherResponseSchema, type CreateVoucherResponse } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
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

@Controller('admin')
export class CreateVoucherController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('create-voucher')
  @HttpCode(200)
  create(@Body() body: unknown, @CurrentUser() admin: AuthenticatedUser, @Req() request: AppRequest): Promise<CreateVoucherResponse> {
    const input = parseRequest(createVoucherRequestSchema, body, 'body');
    return this.commands.execute(new CreateVoucherCommand(admin, input, request.correlationId));
  }
}
