import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { checkoutRequestSchema, checkoutResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { StartCheckoutCommand } from './start-checkout.command';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

export const startCheckoutDoc: RouteDoc = {
  method: 'post',
  path: '/api/payment/checkout',
  summary: 'Start a checkout for a plan (Starter activates at once); returns the URL to send the user to',
  tag: 'payments',
  auth: true,
  body: checkoutRequestSchema,
  response: checkoutResponseSchema,
  errors: [502],
};

@Controller('payment')
export class StartCheckoutController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('user-write')
  @Post('checkout')
  @HttpCode(200)
  checkout(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { package_id, origin_url } = parseRequest(checkoutRequestSchema, body, 'body');
    return this.commands.execute(new StartCheckoutCommand(user, package_id, origin_url, correlationId));
  }
}
