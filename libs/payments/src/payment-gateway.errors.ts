/** The notification is not provably from the provider (bad signature, or too old to trust). */
export class WebhookVerificationError extends Error {
  readonly code = 'PAYMENT.WEBHOOK_INVALID';
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookVerificationError';
  }
}

export class PaymentSessionNotFoundError extends Error {
  readonly code = 'PAYMENT.SESSION_NOT_FOUND';
  constructor(readonly sessionId: string) {
    super(`The payment provider has no session ${sessionId}`);
    this.name = 'PaymentSessionNotFoundError';
  }
}

/** The provider could not be reached or refused the request; the caller may retry later. */
export class PaymentProviderError extends Error {
  readonly code = 'PAYMENT.PROVIDER_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
