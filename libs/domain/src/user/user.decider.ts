import type { AuthMode, ExperienceLevel, OnboardingCompletedData, UserType } from '@buildmentor/contracts';
import type { DomainErrorIssue } from '../shared/domain-error';
import { deepEqual } from '../shared/equality';
import { isBlank } from '../shared/text';
import {
  emailVerified,
  linkRequested,
  requestVerification,
  verify,
  type VerificationLink,
} from './email-verification';
import {
  checkCompanyType,
  checkCustomInstructions,
  checkDisciplines,
  checkExperienceLevel,
  checkSectors,
} from './profile-validation';
import type {
  CompleteOnboarding,
  GrantDeveloperAccess,
  RevokeDeveloperAccess,
  UpdatePreferences,
  UserCommand,
} from './user.commands';
import {
  DeveloperAccessReasonRequiredError,
  EmailNotVerifiedError,
  InvalidOnboardingError,
  InvalidPreferencesError,
  PROFILE_MESSAGES,
  UserAlreadyRegisteredError,
  UserNotFoundError,
} from './user.errors';
import type {
  DeveloperAccessGranted,
  DeveloperAccessRevoked,
  OnboardingCompleted,
  PreferencesUpdated,
  UserEvent,
} from './user.events';

/** The preferences as the profile screen edits them; onboarding fills the same fields. */
export interface UserPreferences {
  industries: readonly string[];
  role: string;
  experienceLevel: ExperienceLevel | null;
  aiFocusAreas: readonly string[];
  customInstructions: string;
}

export interface RegisteredUser {
  status: 'registered';
  userId: string;
  email: string;
  displayName: string;
  authMode: AuthMode;
  userType: UserType;
  /** The last completed onboarding, kept to recognise a retried submission. */
  onboarding: OnboardingCompletedData | null;
  preferences: UserPreferences;
  developerAccess: boolean;
  /** See email-verification.ts: true for demo accounts, for password accounts once proven. */
  emailVerified: boolean;
  verificationLinks: ReadonlyMap<string, VerificationLink>;
}

export type UserState = { status: 'unregistered' } | RegisteredUser;

const EMPTY_PREFERENCES: UserPreferences = {
  industries: [],
  role: '',
  experienceLevel: null,
  aiFocusAreas: [],
  customInstructions: '',
};

export const initialState = (): UserState => ({ status: 'unregistered' });

export function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, email, displayName, authMode, userType } = event.data;
    return {
      status: 'registered',
      userId,
      email,
      displayName,
      authMode,
      userType,
      onboarding: null,
      preferences: EMPTY_PREFERENCES,
      developerAccess: false,
      emailVerified: authMode === 'demo',
      verificationLinks: new Map(),
    };
  }
  // Nothing else can happen before registration; ignoring keeps a damaged stream readable.
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'UserSignedIn':
      return state;
    case 'OnboardingCompleted': {
      const { industrySectors, disciplines, experienceLevel, companyType } = event.data;
      return {
        ...state,
        onboarding: event.data,
        preferences: {
          ...state.preferences,
          industries: industrySectors,
          aiFocusAreas: disciplines,
          experienceLevel,
          role: companyType,
        },
      };
    }
    case 'PreferencesUpdated': {
      const { industries, role, experienceLevel, aiFocusAreas, customInstructions } = event.data;
      return {
        ...state,
        preferences: { industries, role, experienceLevel, aiFocusAreas, customInstructions },
      };
    }
    case 'DeveloperAccessGranted':
      return { ...state, developerAccess: true };
    case 'DeveloperAccessRevoked':
      return { ...state, developerAccess: false };
    case 'EmailVerificationRequested':
      return linkRequested(state, event);
    case 'EmailVerified':
      return emailVerified(state, event);
  }
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.status === 'registered') throw UserAlreadyRegisteredError();
    const { userId, email, displayName, authMode, userType } = command.data;
    return [{ type: 'UserRegistered', data: { userId, email, displayName, authMode, userType } }];
  }
  if (state.status !== 'registered') throw UserNotFoundError();
  switch (command.type) {
    case 'RecordSignIn':
      // Every sign-in is recorded: "active users" in the admin stats counts them.
      return [{ type: 'UserSignedIn', data: { userId: state.userId, method: command.data.method } }];
    case 'CompleteOnboarding':
      return completeOnboarding(command, state);
    case 'UpdatePreferences':
      return updatePreferences(command, state);
    case 'GrantDeveloperAccess':
      return grantDeveloperAccess(command, state);
    case 'RevokeDeveloperAccess':
      return revokeDeveloperAccess(command, state);
    case 'RequestEmailVerification':
      return requestVerification(command, state);
    case 'VerifyEmail':
      return verify(command, state);
  }
}

function completeOnboarding(command: CompleteOnboarding, state: RegisteredUser): OnboardingCompleted[] {
  const input = command.data;
  const issues: DomainErrorIssue[] = [];
  if (input.industrySectors.length === 0)
    issues.push({ path: 'industrySectors', message: PROFILE_MESSAGES.sectorRequired });
  const industrySectors = checkSectors(input.industrySectors, 'industrySectors', issues);
  if (input.disciplines.length === 0)
    issues.push({ path: 'disciplines', message: PROFILE_MESSAGES.disciplineRequired });
  const disciplines = checkDisciplines(input.disciplines, 'disciplines', issues);
  const experienceLevel = checkExperienceLevel(input.experienceLevel, 'experienceLevel', issues);
  if (isBlank(input.experienceLevel)) {
    issues.push({ path: 'experienceLevel', message: PROFILE_MESSAGES.experienceLevelRequired });
  }
  const companyType = checkCompanyType(input.companyType, 'companyType', issues);
  if (isBlank(input.companyType))
    issues.push({ path: 'companyType', message: PROFILE_MESSAGES.companyTypeRequired });
  if (issues.length > 0 || experienceLevel === null) throw InvalidOnboardingError(issues);

  const data: OnboardingCompletedData = {
    userId: state.userId,
    industrySectors,
    disciplines,
    experienceLevel,
    companyType,
    primaryFocus: input.primaryFocus?.trim() ?? '',
  };
  // The same wizard submitted twice (a double click, a retried request) is one fact; a
  // different one (the user ran the wizard again) is a new one.
  if (deepEqual(state.onboarding, data)) return [];
  return [{ type: 'OnboardingCompleted', data }];
}

function updatePreferences(command: UpdatePreferences, state: RegisteredUser): PreferencesUpdated[] {
  const input = command.data;
  const current = state.preferences;
  const issues: DomainErrorIssue[] = [];
  // A field left out keeps its value; one that is given is checked, even if empty.
  const next: UserPreferences = {
    industries: input.industries ? checkSectors(input.industries, 'industries', issues) : current.industries,
    role: input.role !== undefined ? checkCompanyType(input.role, 'role', issues) : current.role,
    experienceLevel:
      input.experienceLevel !== undefined
        ? checkExperienceLevel(input.experienceLevel, 'experienceLevel', issues)
        : current.experienceLevel,
    aiFocusAreas: input.aiFocusAreas
      ? checkDisciplines(input.aiFocusAreas, 'aiFocusAreas', issues)
      : current.aiFocusAreas,
    customInstructions:
      input.customInstructions !== undefined
        ? checkCustomInstructions(input.customInstructions, 'customInstructions', issues)
        : current.customInstructions,
  };
  if (issues.length > 0) throw InvalidPreferencesError(issues);
  if (deepEqual(next, current)) return [];
  return [
    {
      type: 'PreferencesUpdated',
      data: {
        userId: state.userId,
        industries: [...next.industries],
        role: next.role,
        experienceLevel: next.experienceLevel,
        responseStyle: 'balanced',
        aiFocusAreas: [...next.aiFocusAreas],
        customInstructions: next.customInstructions,
      },
    },
  ];
}

function grantDeveloperAccess(
  command: GrantDeveloperAccess,
  state: RegisteredUser,
): DeveloperAccessGranted[] {
  if (isBlank(command.data.reason)) throw DeveloperAccessReasonRequiredError();
  if (state.developerAccess) return [];
  if (!state.emailVerified) throw EmailNotVerifiedError();
  const { grantedBy, reason } = command.data;
  return [
    { type: 'DeveloperAccessGranted', data: { userId: state.userId, grantedBy, reason: reason.trim() } },
  ];
}

function revokeDeveloperAccess(
  command: RevokeDeveloperAccess,
  state: RegisteredUser,
): DeveloperAccessRevoked[] {
  if (isBlank(command.data.reason)) throw DeveloperAccessReasonRequiredError();
  if (!state.developerAccess) return [];
  const { revokedBy, reason } = command.data;
  return [
    { type: 'DeveloperAccessRevoked', data: { userId: state.userId, revokedBy, reason: reason.trim() } },
  ];
}
