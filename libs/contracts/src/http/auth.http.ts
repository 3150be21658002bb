import { z } from 'zod';
import { USER_TYPES } from '../events/user.events';
import { positionSchema } from './problem.schema';

/** Client-side roles of spec section 6; the server decides them and signs them into the token. */
export const ROLES = ['admin', 'beta_tester', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The auth user of spec section 3 (what the browser keeps in local storage as demo_user). */
export const authUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  emailVerified: z.boolean(),
  photoURL: z.string().nullable(),
  role: z.enum(ROLES),
  user_type: z.enum(USER_TYPES),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * POST /api/auth/demo. With no email the server creates the automatic demo user (or the fixed pro
 * user for user_type 'pro'); with an email (sign-up, sign-in, Google) a demo user whose display
 * name is the email's local part. `method` records which button the visitor used.
 */
export const demoSignInRequestSchema = z.object({
  email: z.email().max(254).optional(),
  user_type: z.enum(USER_TYPES).optional(),
  method: z.enum(['auto', 'sign_up', 'sign_in', 'google']).optional(),
});
export type DemoSignInRequest = z.infer<typeof demoSignInRequestSchema>;

export const signInResponseSchema = z.object({
  user: authUserSchema,
  token: z.string(),
  position: positionSchema,
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;
