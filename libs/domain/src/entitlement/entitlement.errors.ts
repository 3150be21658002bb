import { domainError } from '../shared/domain-error';

/** A voucher activation always knows its length; without one the plan would never end. */
export const VoucherDurationRequiredError = domainError(
  'SUBSCRIPTION.DURATION_REQUIRED',
  'validation',
  'A voucher plan needs a duration of at least 1 day.',
  {
    field: 'durationDays',
  },
);
