import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { billingPortalRequestSchema, billingPortalResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { parseRequest } from '../../http/request-validation.error';
import { OpenBillingPortalCommand } from './open-billing-portal.command';

export const openBillingPortalDoc: RouteDoc = {
  method: 'post',
  path: '/api/payment/portal',
  summary:
    "Open the payment provider's billing portal (card, invoices, cancel) for the signed-in user; returns its URL",
  tag: 'payments',
  auth: true,
  body: billingPortalRequestSchema,
  response: billingPortalResponseSchema,
  errors: [404, 502],
};

@Controller('payment')
export class OpenBillingPortalController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('portal')
  @HttpCode(200)
  @RateLimit('user-write')
  portal(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser) {
    const input = parseRequest(billingPortalRequestSchema, body, 'body');
    return this.commands.execute(new OpenBillingPortalCommand(user, input.origin_url));
  }
}
