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

/** GET /api/auth/config: which sign-in the server offers, so the /auth screen shows only those. */
export const authConfigResponseSchema = z.object({
  mode: z.enum(['demo', 'password']),
  google_enabled: z.boolean(),
  min_password_length: z.number().int().positive(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;

/** Password mode: sign-up and sign-in bodies. The server re-checks every rule the form checks. */
export const passwordSignUpRequestSchema = z.object({
  email: z.email('Please enter a valid email address').max(254),
  password: z.string().min(1).max(256),
});
export type PasswordSignUpRequest = z.infer<typeof passwordSignUpRequestSchema>;

export const passwordSignInRequestSchema = z.object({
  email: z.email('Please enter a valid email address').max(254),
  password: z.string().min(1, 'Password is required').max(256),
});
export type PasswordSignInRequest = z.infer<typeof passwordSignInRequestSchema>;

/** Password reset: request (always the same answer, so it reveals no accounts) and confirm. */
export const passwordResetRequestSchema = z.object({ email: z.email('Please enter a valid email address').max(254) });
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(1).max(256),
});
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/admin/check-admin-status */
export const adminStatusResponseSchema = z.object({ is_admin: z.boolean() });
export type AdminStatusResponse = z.infer<typeof adminStatusResponseSchema>;
