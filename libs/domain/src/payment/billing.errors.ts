import { domainError } from '../shared/domain-error';

/** The provider customer is created with the first purchase: before it there is nothing to manage. */
export const NoBillingAccountError = domainError(
  'PAYMENT.NO_BILLING_ACCOUNT',
  'not_found',
  'You have no billing account yet. It is created with your first purchase.',
);
