import { domainError, fromIssues } from '../shared/domain-error';

// Voucher rules, each with a stable code and a sentence a user can act on.
export const VoucherNotFoundError = domainError(
  'VOUCHER.NOT_FOUND',
  'not_found',
  'This voucher code is not valid. Please check it and try again.',
);

export const VoucherExpiredError = domainError('VOUCHER.EXPIRED', 'conflict', 'This voucher has expired.');

export const VoucherRevokedError = domainError(
  'VOUCHER.REVOKED',
  'conflict',
  'This voucher has been withdrawn and can no longer be redeemed.',
);

export const VoucherExhaustedError = domainError(
  'VOUCHER.EXHAUSTED',
  'conflict',
  'This voucher has already been fully redeemed.',
);

export const VoucherAlreadyRedeemedError = domainError(
  'VOUCHER.ALREADY_REDEEMED',
  'conflict',
  'You have already redeemed this voucher.',
);

export const VoucherAlreadyExistsError = domainError(
  'VOUCHER.ALREADY_EXISTS',
  'conflict',
  'A voucher with this code already exists. Please choose another code.',
  {
    field: 'code',
  },
);

/** A voucher definition that cannot work (bad code, tier, numbers, an expiry in the past). */
export const InvalidVoucherError = domainError('VOUCHER.INVALID', 'validation', fromIssues);

export const RevokeReasonRequiredError = domainError(
  'VOUCHER.REVOKE_REASON_REQUIRED',
  'validation',
  'Please give a reason for revoking this voucher.',
  {
    field: 'reason',
  },
);
