/** A provider notification exactly as it arrived: the raw bytes are what the signature covers. */
export class HandlePaymentWebhookCommand {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string,
    readonly correlationId: string,
  ) {}
}
