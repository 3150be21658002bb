import { domainError } from '../shared/domain-error';

// The spec's text for a result page without a known session (section 8, Payment).
export const PaymentNotFoundError = domainError('PAYMENT.NOT_FOUND', 'not_found', 'No payment session found');

export const PaymentEndedError = domainError(
  'PAYMENT.ENDED',
  'conflict',
  'Payment session expired. Please try again.',
);

/** A confirmation that names another buyer or plan than the session we started: never fulfilled. */
export const PaymentMismatchError = domainError(
  'PAYMENT.MISMATCH',
  'conflict',
  'This payment does not match the checkout it claims to complete.',
);

/** Only the catalogue's plans can be bought; the spec's own words for a 400 from checkout (section 8). */
export const InvalidPackageError = domainError(
  'PAYMENT.INVALID_PACKAGE',
  'validation',
  'Invalid package selected. Please try a different plan.',
);
