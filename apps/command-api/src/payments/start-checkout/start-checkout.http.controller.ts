import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { checkoutRequestSchema, checkoutResponseSchema, type CheckoutResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
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
  checkout(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<CheckoutResponse> {
    const input = parseRequest(checkoutRequestSchema, body, 'body');
    return this.commands.execute(new StartCheckoutCommand(user, input, request.correlationId));
  }
}
