import { DomainError } from '../shared/domain-error';

export class PaymentNotFoundError extends DomainError {
  static readonly code = 'PAYMENT.NOT_FOUND';
  constructor() {
    // The spec's text for a result page without a known session (section 8, Payment).
    super(PaymentNotFoundError.code, 'not_found', 'No payment session found');
  }
}

export class PaymentEndedError extends DomainError {
  static readonly code = 'PAYMENT.ENDED';
  constructor() {
    super(PaymentEndedError.code, 'conflict', 'Payment session expired. Please try again.');
  }
}

/** A confirmation that names another buyer or plan than the session we started: never fulfilled. */
export class PaymentMismatchError extends DomainError {
  static readonly code = 'PAYMENT.MISMATCH';
  constructor() {
    super(PaymentMismatchError.code, 'conflict', 'This payment does not match the checkout it claims to complete.');
  }
}
