import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../profile/options';
import { idSchema, isoDateTimeSchema, nonBlankTextSchema } from './shared.schemas';

/**
 * Events on stream `user-<userId>`. Sectors, disciplines and company types are plain strings
 * here: the decider checks them against the option lists when the command arrives, and a fact
 * recorded under an older list must still replay.
 */

export const AUTH_MODES = ['demo', 'password'] as const;
export const USER_TYPES = ['demo', 'pro'] as const;
export const SIGN_IN_METHODS = ['demo', 'password', 'google'] as const;

export const userRegisteredDataSchema = z.object({
  userId: idSchema,
  email: z.email(),
  displayName: z.string(),
  authMode: z.enum(AUTH_MODES),
  userType: z.enum(USER_TYPES),
});

export const userSignedInDataSchema = z.object({
  userId: idSchema,
  method: z.enum(SIGN_IN_METHODS),
});

export const onboardingCompletedDataSchema = z.object({
  userId: idSchema,
  industrySectors: z.array(z.string().min(1)),
  disciplines: z.array(z.string().min(1)),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  companyType: z.string().min(1),
  /** The spec's onboarding payload has primary_focus, which "starts empty and is never set". */
  primaryFocus: z.string(),
});

export const preferencesUpdatedDataSchema = z.object({
  userId: idSchema,
  industries: z.array(z.string().min(1)),
  /** The company type (the spec's payload calls it role); '' when not chosen. */
  role: z.string(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  responseStyle: z.literal('balanced'),
  /** The disciplines (the spec's payload calls them ai_focus_areas). */
  aiFocusAreas: z.array(z.string().min(1)),
  customInstructions: z.string(),
});

export const developerAccessGrantedDataSchema = z.object({
  userId: idSchema,
  grantedBy: idSchema,
  reason: nonBlankTextSchema,
});

/** Revoked by an admin or an operator (`grantedBy`/`revokedBy` is 'operator:cli' from the CLI). */
export const developerAccessRevokedDataSchema = z.object({
  userId: idSchema,
  revokedBy: idSchema,
  reason: nonBlankTextSchema,
});

/**
 * Password mode: a verification link was mailed. Only the SHA-256 of the single-use token is
 * recorded (the token itself never is), with the address it was sent to and its expiry.
 */
export const emailVerificationRequestedDataSchema = z.object({
  userId: idSchema,
  email: z.email(),
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  expiresAt: isoDateTimeSchema,
});

/**
 * The address was proven to belong to the user: by the mailed link, by a completed password reset
 * (the reset link went to the same mailbox), or by a Google ID token whose `email_verified` is true.
 * `tokenHash` names the link that was used (absent for Google).
 */
export const EMAIL_VERIFICATION_METHODS = ['link', 'password_reset', 'google'] as const;
export const emailVerifiedDataSchema = z.object({
  userId: idSchema,
  email: z.email(),
  method: z.enum(EMAIL_VERIFICATION_METHODS),
  tokenHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

export type AuthMode = (typeof AUTH_MODES)[number];
export type UserType = (typeof USER_TYPES)[number];
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export type UserRegisteredData = z.infer<typeof userRegisteredDataSchema>;
export type UserSignedInData = z.infer<typeof userSignedInDataSchema>;
export type OnboardingCompletedData = z.infer<typeof onboardingCompletedDataSchema>;
export type PreferencesUpdatedData = z.infer<typeof preferencesUpdatedDataSchema>;
export type DeveloperAccessGrantedData = z.infer<typeof developerAccessGrantedDataSchema>;
export type DeveloperAccessRevokedData = z.infer<typeof developerAccessRevokedDataSchema>;
export type EmailVerificationMethod = (typeof EMAIL_VERIFICATION_METHODS)[number];
export type EmailVerificationRequestedData = z.infer<typeof emailVerificationRequestedDataSchema>;
export type EmailVerifiedData = z.infer<typeof emailVerifiedDataSchema>;
