import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../profile/options';
import { idSchema, nonBlankTextSchema } from './shared.schemas';

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

export type AuthMode = (typeof AUTH_MODES)[number];
export type UserType = (typeof USER_TYPES)[number];
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export type UserRegisteredData = z.infer<typeof userRegisteredDataSchema>;
export type UserSignedInData = z.infer<typeof userSignedInDataSchema>;
export type OnboardingCompletedData = z.infer<typeof onboardingCompletedDataSchema>;
export type PreferencesUpdatedData = z.infer<typeof preferencesUpdatedDataSchema>;
export type DeveloperAccessGrantedData = z.infer<typeof developerAccessGrantedDataSchema>;
