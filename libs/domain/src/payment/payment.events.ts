import type { EventOf } from '@buildmentor/contracts';

/** Events on stream `payment-<checkoutSessionId>`: one checkout session from start to outcome. */
export type CheckoutStarted = EventOf<'CheckoutStarted'>;
export type PaymentConfirmed = EventOf<'PaymentConfirmed'>;
export type PaymentFailed = EventOf<'PaymentFailed'>;

export type PaymentEvent = CheckoutStarted | PaymentConfirmed | PaymentFailed;
