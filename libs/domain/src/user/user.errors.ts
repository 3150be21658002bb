import { MAX_CUSTOM_INSTRUCTIONS_LENGTH } from '@buildmentor/contracts';
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
