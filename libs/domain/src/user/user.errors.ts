import { MAX_CUSTOM_INSTRUCTIONS_LENGTH, VERIFY_EMAIL_CODES } from '@buildmentor/contracts';
import { formatThousands } from '../shared/text';
import { DomainError, joinIssueMessages, type DomainErrorIssue } from '../shared/domain-error';

export class UserAlreadyRegisteredError extends DomainError {
  static readonly code = 'USER.ALREADY_REGISTERED';
  constructor() {
    super(UserAlreadyRegisteredError.code, 'conflict', 'An account already exists for this user.');
  }
}

export class UserNotFoundError extends DomainError {
  static readonly code = 'USER.NOT_FOUND';
  constructor() {
    super(UserNotFoundError.code, 'not_found', 'We could not find your account. Please sign in again.');
  }
}

/** Carries one issue per invalid field; the message lists them all, as the wizard shows it verbatim. */
export class InvalidOnboardingError extends DomainError {
  static readonly code = 'USER.INVALID_ONBOARDING';
  constructor(issues: readonly DomainErrorIssue[]) {
    super(InvalidOnboardingError.code, 'validation', joinIssueMessages(issues), issues);
  }
}

export class InvalidPreferencesError extends DomainError {
  static readonly code = 'USER.INVALID_PREFERENCES';
  constructor(issues: readonly DomainErrorIssue[]) {
    super(InvalidPreferencesError.code, 'validation', joinIssueMessages(issues), issues);
  }
}

export class DeveloperAccessReasonRequiredError extends DomainError {
  static readonly code = 'USER.DEVELOPER_ACCESS_REASON_REQUIRED';
  constructor() {
    super(
      DeveloperAccessReasonRequiredError.code,
      'validation',
      'Please provide a reason for granting developer access.',
      [{ path: 'reason', message: 'Please provide a reason for granting developer access.' }],
    );
  }
}

/** Admin access is for proven addresses only: an unverified one may belong to someone else. */
export class EmailNotVerifiedError extends DomainError {
  static readonly code = 'USER.EMAIL_NOT_VERIFIED';
  constructor() {
    super(EmailNotVerifiedError.code, 'conflict', 'This user has not verified their email address yet. Admin access needs a verified address.');
  }
}

export class EmailAlreadyVerifiedError extends DomainError {
  static readonly code = 'AUTH.EMAIL_ALREADY_VERIFIED';
  constructor() {
    super(EmailAlreadyVerifiedError.code, 'conflict', 'Your email address is already verified.');
  }
}

/** Three distinct outcomes, so the page can say what to do next (the token is unguessable, so saying which leaks nothing). */
export class VerificationLinkInvalidError extends DomainError {
  static readonly code = VERIFY_EMAIL_CODES.invalid;
  constructor() {
    super(VerificationLinkInvalidError.code, 'validation', 'This verification link is not valid. Please request a new one.', [
      { path: 'body.token', message: 'This verification link is not valid.' },
    ]);
  }
}

export class VerificationLinkExpiredError extends DomainError {
  static readonly code = VERIFY_EMAIL_CODES.expired;
  constructor() {
    super(VerificationLinkExpiredError.code, 'validation', 'This verification link has expired. Please request a new one.', [
      { path: 'body.token', message: 'This verification link has expired.' },
    ]);
  }
}

export class VerificationLinkUsedError extends DomainError {
  static readonly code = VERIFY_EMAIL_CODES.used;
  constructor() {
    super(VerificationLinkUsedError.code, 'conflict', 'This verification link has already been used.');
  }
}

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
