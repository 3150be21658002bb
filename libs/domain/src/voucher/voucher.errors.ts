import { DomainError, type DomainErrorIssue } from '../shared/domain-error';

/** Voucher rules, each with a stable code and a sentence a user can act on. */
export class VoucherNotFoundError extends DomainError {
  static readonly code = 'VOUCHER.NOT_FOUND';
  constructor() {
    super(VoucherNotFoundError.code, 'not_found', 'This voucher code is not valid. Please check it and try again.');
  }
}

export class VoucherExpiredError extends DomainError {
  static readonly code = 'VOUCHER.EXPIRED';
  constructor() {
    super(VoucherExpiredError.code, 'conflict', 'This voucher has expired.');
  }
}

export class VoucherRevokedError extends DomainError {
  static readonly code = 'VOUCHER.REVOKED';
  constructor() {
    super(VoucherRevokedError.code, 'conflict', 'This voucher has been withdrawn and can no longer be redeemed.');
  }
}

export class VoucherExhaustedError extends DomainError {
  static readonly code = 'VOUCHER.EXHAUSTED';
  constructor() {
    super(VoucherExhaustedError.code, 'conflict', 'This voucher has already been fully redeemed.');
  }
}

export class VoucherAlreadyRedeemedError extends DomainError {
  static readonly code = 'VOUCHER.ALREADY_REDEEMED';
  constructor() {
    super(VoucherAlreadyRedeemedError.code, 'conflict', 'You have already redeemed this voucher.');
  }
}

export class VoucherAlreadyExistsError extends DomainError {
  static readonly code = 'VOUCHER.ALREADY_EXISTS';
  constructor() {
    super(VoucherAlreadyExistsError.code, 'conflict', 'A voucher with this code already exists. Please choose another code.', [
      { path: 'code', message: 'A voucher with this code already exists. Please choose another code.' },
    ]);
  }
}

/** A voucher definition that cannot work (bad code, tier, numbers, an expiry in the past). */
export class InvalidVoucherError extends DomainError {
  static readonly code = 'VOUCHER.INVALID';
  constructor(issues: DomainErrorIssue[]) {
    super(InvalidVoucherError.code, 'validation', issues.map((i) => i.message).join(' '), issues);
  }
}

export class RevokeReasonRequiredError extends DomainError {
  static readonly code = 'VOUCHER.REVOKE_REASON_REQUIRED';
  constructor() {
    super(RevokeReasonRequiredError.code, 'validation', 'Please give a reason for revoking this voucher.', [
      { path: 'reason', message: 'Please give a reason for revoking this voucher.' },
    ]);
  }
}
