import { domainError, fromIssues } from '../shared/domain-error';

/** Carries one issue per invalid field, named in the command's words (the API maps them to body paths). */
export const InvalidPartnerApplicationError = domainError(
  'PARTNER.INVALID_APPLICATION',
  'validation',
  fromIssues,
);

/** One application per user at a time: pending or approved blocks another; rejected does not. */
export const PartnerAlreadyAppliedError = domainError(
  'PARTNER.ALREADY_APPLIED',
  'conflict',
  (status: 'pending' | 'approved') =>
    status === 'approved'
      ? 'You are already an approved partner.'
      : 'Your partnership application is already pending review.',
);

export const PartnerNotFoundError = domainError(
  'PARTNER.NOT_FOUND',
  'not_found',
  'That partner application does not exist.',
);

/** Spec section 4: only pending applications can be approved or rejected. */
export const PartnerNotPendingError = domainError(
  'PARTNER.NOT_PENDING',
  'conflict',
  'This application has already been reviewed.',
);

/** Spec section 6: community content comes from approved partners only. */
export const PartnerNotApprovedError = domainError(
  'PARTNER.NOT_APPROVED',
  'forbidden',
  'Only approved partners may upload community content.',
);

/** Spec section 5, verbatim. */
export const RejectionReasonRequiredError = domainError(
  'PARTNER.REJECTION_REASON_REQUIRED',
  'validation',
  'Please provide a reason for rejection.',
  {
    field: 'reason',
  },
);

/** User-facing texts for the application's required fields (spec section 5, "Partner form"). */
export const PARTNER_MESSAGES = {
  companyNameRequired: 'Please enter your company name.',
  contactPersonRequired: 'Please enter a contact person.',
  emailInvalid: 'Please enter a valid email address.',
  sectorRequired: 'Please select an industry sector.',
  unknownSector: (value: string) => `"${value}" is not one of the industry sectors.`,
  countryUnsupported: 'Please choose a supported country.',
} as const;
