import { DomainError } from '../shared/domain-error';

/** A voucher activation always knows its length; without one the plan would never end. */
export class VoucherDurationRequiredError extends DomainError {
  static readonly code = 'SUBSCRIPTION.DURATION_REQUIRED';
  constructor() {
    super(VoucherDurationRequiredError.code, 'validation', 'A voucher plan needs a duration of at least 1 day.', [
      { path: 'durationDays', message: 'A voucher plan needs a duration of at least 1 day.' },
    ]);
  }
}
