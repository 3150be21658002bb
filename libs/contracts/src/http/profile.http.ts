import { z } from 'zod';
import { positionSchema } from './problem.schema';

/**
 * GET /api/user/profile (spec section 3, "User profile (profile call)"). name, profession, sector
 * and use_case are the spec's profile fields; preferences are what the wizard and the profile
 * screen edit.
 */
export const profilePreferencesSchema = z.object({
  industry_sectors: z.array(z.string()),
  disciplines: z.array(z.string()),
  experience_level: z.string().nullable(),
  company_type: z.string().nullable(),
  custom_instructions: z.string(),
});
export type ProfilePreferences = z.infer<typeof profilePreferencesSchema>;

export const profileResponseSchema = z.object({
  uid: z.string(),
  email: z.string(),
  /** False for a password account until its address is verified; demo accounts count as verified. */
  email_verified: z.boolean(),
  name: z.string(),
  profession: z.string(),
  sector: z.string(),
  use_case: z.string(),
  onboarding_completed: z.boolean(),
  preferences: profilePreferencesSchema,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** POST /api/user/onboarding (spec: the onboarding payload). Rules are checked by the decider. */
export const onboardingRequestSchema = z.object({
  industry_sectors: z.array(z.string().max(120)).max(40),
  disciplines: z.array(z.string().max(120)).max(60),
  experience_level: z.string().max(40).nullable(),
  primary_focus: z.string().max(200).optional(),
  company_type: z.string().max(120).nullable(),
});
export type OnboardingRequest = z.infer<typeof onboardingRequestSchema>;

/** POST /api/user/preferences (spec: the preferences save payload; response_style is 'balanced'). */
export const preferencesRequestSchema = z.object({
  industries: z.array(z.string().max(120)).max(40).optional(),
  role: z.string().max(120).optional(),
  experience_level: z.string().max(40).nullable().optional(),
  response_style: z.literal('balanced').optional(),
  ai_focus_areas: z.array(z.string().max(120)).max(60).optional(),
  custom_instructions: z.string().optional(),
});
export type PreferencesRequest = z.infer<typeof preferencesRequestSchema>;

/** Both saves answer `success` (the spec's client reads data.success) and the position. */
export const saveResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  position: positionSchema,
});
export type SaveResponse = z.infer<typeof saveResponseSchema>;
