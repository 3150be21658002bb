import type { EventOf } from '@buildmentor/contracts';

/** Events on stream `user-<userId>`; data shapes come from the contracts. */
export type UserRegistered = EventOf<'UserRegistered'>;
export type UserSignedIn = EventOf<'UserSignedIn'>;
export type OnboardingCompleted = EventOf<'OnboardingCompleted'>;
export type PreferencesUpdated = EventOf<'PreferencesUpdated'>;
export type DeveloperAccessGranted = EventOf<'DeveloperAccessGranted'>;
export type DeveloperAccessRevoked = EventOf<'DeveloperAccessRevoked'>;
export type EmailVerificationRequested = EventOf<'EmailVerificationRequested'>;
export type EmailVerified = EventOf<'EmailVerified'>;

export type UserEvent =
  | UserRegistered
  | UserSignedIn
  | OnboardingCompleted
  | PreferencesUpdated
  | DeveloperAccessGranted
  | DeveloperAccessRevoked
  | EmailVerificationRequested
  | EmailVerified;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserSignedIn',
  'OnboardingCompleted',
  'PreferencesUpdated',
  'DeveloperAccessGranted',
  'DeveloperAccessRevoked',
  'EmailVerificationRequested',
  'EmailVerified',
] as const satisfies readonly UserEvent['type'][];
