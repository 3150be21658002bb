import type { AuthMode, SignInMethod, UserType } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

export type RegisterUser = Command<
  'RegisterUser',
  { userId: string; email: string; displayName: string; authMode: AuthMode; userType: UserType }
>;

export type RecordSignIn = Command<'RecordSignIn', { userId: string; method: SignInMethod }>;

/**
 * The wizard's payload. Choices are plain strings (null or '' when not chosen) because checking
 * them against the option lists is this aggregate's rule, not the request parser's.
 */
export type CompleteOnboarding = Command<
  'CompleteOnboarding',
  {
    userId: string;
    industrySectors: readonly string[];
    disciplines: readonly string[];
    experienceLevel: string | null;
    companyType: string | null;
    /** The spec's primary_focus: "starts empty and is never set". */
    primaryFocus?: string;
  }
>;

/**
 * The profile screen's save. No field is required; a field that is left out keeps its current
 * value, so the event always records the complete preferences.
 */
export type UpdatePreferences = Command<
  'UpdatePreferences',
  {
    userId: string;
    industries?: readonly string[];
    /** The company type; '' clears it. */
    role?: string;
    experienceLevel?: string | null;
    /** The disciplines. */
    aiFocusAreas?: readonly string[];
    customInstructions?: string;
  }
>;

/** Authorisation (is the granter an admin?) is checked by the handler before it gets here. */
export type GrantDeveloperAccess = Command<
  'GrantDeveloperAccess',
  { userId: string; grantedBy: string; reason: string }
>;

/** Revocation of granted developer (admin) access; ADMIN_EMAILS admins are configuration, not events. */
export type RevokeDeveloperAccess = Command<
  'RevokeDeveloperAccess',
  { userId: string; revokedBy: string; reason: string }
>;

/** Password mode: a verification link was mailed; the handler makes the token, only its hash comes here. */
export type RequestEmailVerification = Command<
  'RequestEmailVerification',
  { userId: string; tokenHash: string; expiresAt: string }
>;

/**
 * Proof that the address is the user's: the mailed link (`tokenHash`, checked for expiry at `at`,
 * the decision time), a completed password reset, or a Google ID token with email_verified.
 */
export type VerifyEmail = Command<
  'VerifyEmail',
  | { userId: string; method: 'link'; tokenHash: string; at: string }
  | { userId: string; method: 'password_reset' | 'google' }
>;

export type UserCommand =
  | RegisterUser
  | RecordSignIn
  | CompleteOnboarding
  | UpdatePreferences
  | GrantDeveloperAccess
  | RevokeDeveloperAccess
  | RequestEmailVerification
  | VerifyEmail;
