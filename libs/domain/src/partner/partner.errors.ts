import { DomainError, joinIssueMessages, type DomainErrorIssue } from '../shared/domain-error';

/** Carries one issue per invalid field, named in the command's words (the API maps them to body paths). */
export class InvalidPartnerApplicationError extends DomainError {
  static readonly code = 'PARTNER.INVALID_APPLICATION';
  constructor(issues: readonly DomainErrorIssue[]) {
    super(InvalidPartnerApplicationError.code, 'validation', joinIssueMessages(issues), issues);
  }
}

/** One application per user at a time: pending or approved blocks another; rejected does not. */
export class PartnerAlreadyAppliedError extends DomainError {
  static readonly code = 'PARTNER.ALREADY_APPLIED';
  constructor(status: 'pending' | 'approved') {
    super(
      PartnerAlreadyAppliedError.code,
      'conflict',
      status === 'approved' ? 'You are already an approved partner.' : 'Your partnership application is already pending review.',
    );
  }
}

export class PartnerNotFoundError extends DomainError {
  static readonly code = 'PARTNER.NOT_FOUND';
  constructor() {
    super(PartnerNotFoundError.code, 'not_found', 'That partner application does not exist.');
  }
}

/** Spec section 4: only pending applications can be approved or rejected. */
export class PartnerNotPendingError extends DomainError {
  static readonly code = 'PARTNER.NOT_PENDING';
  constructor() {
    super(PartnerNotPendingError.code, 'conflict', 'This application has already been reviewed.');
  }
}

/** Spec section 5, verbatim. */
export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection.';

export class RejectionReasonRequiredError extends DomainError {
  static readonly code = 'PARTNER.REJECTION_REASON_REQUIRED';
  constructor() {
    super(RejectionReasonRequiredError.code, 'validation', REJECTION_REASON_REQUIRED, [{ path: 'reason', message: REJECTION_REASON_REQUIRED }]);
  }
}

/** User-facing texts for the application's required fields (spec section 5, "Partner form"). */
export const PARTNER_MESSAGES = {
  companyNameRequired: 'Please enter your company name.',
  contactPersonRequired: 'Please enter a contact person.',
  emailInvalid: 'Please enter a valid email address.',
  sectorRequired: 'Please select an industry sector.',
  unknownSector: (value: string) => `"${value}" is not one of the industry sectors.`,
  countryUnsupported: 'Please choose a supported country.',
} as const;
