import { Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { webhookAckSchema } from '@buildmentor/contracts';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest } from '../../http/request-context';
import { WebhookInvalidError } from '../payments.errors';
import { HandlePaymentWebhookCommand } from './handle-payment-webhook.command';

export const handlePaymentWebhookDoc: RouteDoc = {
  method: 'post',
  path: '/api/payment/webhook',
  summary: 'Payment provider notifications (Stripe-Signature verified over the raw body)',
  tag: 'payments',
  auth: false,
  response: webhookAckSchema,
};

/**
 * Public, because the provider calls it; trust comes from the signature alone. create-app.ts
 * gives this one path a raw body parser, so `request.body` is the exact bytes that were signed.
 */
@Controller('payment')
export class HandlePaymentWebhookController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  webhook(@Req() request: AppRequest, @Headers('stripe-signature') signature: string | undefined) {
    const body: unknown = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw WebhookInvalidError('body');
    return this.commands.execute(
      new HandlePaymentWebhookCommand(body, signature ?? '', request.correlationId),
    );
  }
}
