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
  constructor(readonly checkoutSessionId: string) {
    super(`The payment provider has no session ${checkoutSessionId}`);
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

/** The provider has no such object (a subscription, an invoice) although a notification named it. */
export class ProviderObjectNotFoundError extends Error {
  readonly code = 'PAYMENT.PROVIDER_OBJECT_NOT_FOUND';
  constructor(
    readonly objectType: string,
    readonly objectId: string,
  ) {
    super(`The payment provider has no ${objectType} ${objectId}`);
    this.name = 'ProviderObjectNotFoundError';
  }
}

/** The provider has nothing of this kind (e.g. the demo provider has no billing portal). */
export class ProviderFeatureUnavailableError extends Error {
  readonly code = 'PAYMENT.FEATURE_UNAVAILABLE';
  constructor(feature: string) {
    super(`The payment provider offers no ${feature}`);
    this.name = 'ProviderFeatureUnavailableError';
  }
}
