import { Command } from '@nestjs/cqrs';
import { type WebhookAck } from '@buildmentor/contracts';

/** A provider notification exactly as it arrived: the raw bytes are what the signature covers. */
export class HandlePaymentWebhookCommand extends Command<WebhookAck> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
