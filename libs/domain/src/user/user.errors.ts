import { MAX_CUSTOM_INSTRUCTIONS_LENGTH, VERIFY_EMAIL_CODES } from '@buildmentor/contracts';
import { formatThousands } from '../shared/text';
import { domainError, fromIssues } from '../shared/domain-error';

export const UserAlreadyRegisteredError = domainError(
  'USER.ALREADY_REGISTERED',
  'conflict',
  'An account already exists for this user.',
);

export const UserNotFoundError = domainError(
  'USER.NOT_FOUND',
  'not_found',
  'We could not find your account. Please sign in again.',
);

/** Carries one issue per invalid field; the message lists them all, as the wizard shows it verbatim. */
export const InvalidOnboardingError = domainError('USER.INVALID_ONBOARDING', 'validation', fromIssues);

export const InvalidPreferencesError = domainError('USER.INVALID_PREFERENCES', 'validation', fromIssues);

export const DeveloperAccessReasonRequiredError = domainError(
  'USER.DEVELOPER_ACCESS_REASON_REQUIRED',
  'validation',
  'Please provide a reason for granting developer access.',
  { field: 'reason' },
);

/** Admin access is for proven addresses only: an unverified one may belong to someone else. */
export const EmailNotVerifiedError = domainError(
  'USER.EMAIL_NOT_VERIFIED',
  'conflict',
  'This user has not verified their email address yet. Admin access needs a verified address.',
);

export const EmailAlreadyVerifiedError = domainError(
  'AUTH.EMAIL_ALREADY_VERIFIED',
  'conflict',
  'Your email address is already verified.',
);

/** Three distinct outcomes, so the page can say what to do next (the token is unguessable, so saying which leaks nothing). */
export const VerificationLinkInvalidError = domainError(
  VERIFY_EMAIL_CODES.invalid,
  'validation',
  'This verification link is not valid. Please request a new one.',
  {
    field: 'token',
    fieldMessage: 'This verification link is not valid.',
  },
);

export const VerificationLinkExpiredError = domainError(
  VERIFY_EMAIL_CODES.expired,
  'validation',
  'This verification link has expired. Please request a new one.',
  {
    field: 'token',
    fieldMessage: 'This verification link has expired.',
  },
);

export const VerificationLinkUsedError = domainError(
  VERIFY_EMAIL_CODES.used,
  'conflict',
  'This verification link has already been used.',
);

/** User-facing texts for profile validation, shared by onboarding and preferences. */
export const PROFILE_MESSAGES = {
  sectorRequired: 'Please select at least one industry sector.',
  disciplineRequired: 'Please select at least one discipline.',
  experienceLevelRequired: 'Please select your experience level.',
  companyTypeRequired: 'Please select your company type.',
  unknownSector: (value: string) => `"${value}" is not one of the industry sectors.`,
  unknownDiscipline: (value: string) => `"${value}" is not one of the disciplines.`,
  unknownExperienceLevel: (value: string) => `"${value}" is not one of the experience levels.`,
  unknownCompanyType: (value: string) => `"${value}" is not one of the company types.`,
  customInstructionsTooLong: `Custom instructions must be at most ${formatThousands(MAX_CUSTOM_INSTRUCTIONS_LENGTH)} characters.`,
} as const;
