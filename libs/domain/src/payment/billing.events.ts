import type { EventOf } from '@buildmentor/contracts';

/** Events on stream `billing-<userId>`: the user's provider customer and the money after checkout. */
export type BillingCustomerLinked = EventOf<'BillingCustomerLinked'>;
export type InvoicePaid = EventOf<'InvoicePaid'>;
export type InvoicePaymentFailed = EventOf<'InvoicePaymentFailed'>;
export type PaymentRefunded = EventOf<'PaymentRefunded'>;

export type BillingEvent = BillingCustomerLinked | InvoicePaid | InvoicePaymentFailed | PaymentRefunded;
