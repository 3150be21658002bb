import { z } from 'zod';
import { USER_TYPES } from '../events/user.events';
import { DEMO_KEY_PATTERN } from '../limits';
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

/** The email of the automatic demo user (a demo sign-in with no email and no user type). */
export const AUTO_DEMO_EMAIL = 'demo.user@buildmentor.example';

/**
 * POST /api/auth/demo. With no email the server creates the automatic demo user, or for user_type
 * 'pro' the browser's own pro demo user (picked by `demo_key`; a new one without it); with an
 * email (sign-up, sign-in, Google) a demo user whose display name is the email's local part.
 * `method` records which button the visitor used.
 */
export const demoSignInRequestSchema = z.object({
  email: z.email().max(254).optional(),
  user_type: z.enum(USER_TYPES).optional(),
  method: z.enum(['auto', 'sign_up', 'sign_in', 'google']).optional(),
  demo_key: z.string().regex(DEMO_KEY_PATTERN, 'Must be 32 lowercase hexadecimal characters').optional(),
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
export const passwordResetRequestSchema = z.object({
  email: z.email('Please enter a valid email address').max(254),
});
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(1).max(256),
});
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * Password mode: email verification. The link in the sign-up mail opens /auth?verify=<token>,
 * which posts the token here. Failures carry distinct codes so the page can say which:
 * AUTH.VERIFY_LINK_INVALID, AUTH.VERIFY_LINK_EXPIRED, AUTH.VERIFY_LINK_USED.
 */
export const VERIFY_EMAIL_CODES = {
  invalid: 'AUTH.VERIFY_LINK_INVALID',
  expired: 'AUTH.VERIFY_LINK_EXPIRED',
  used: 'AUTH.VERIFY_LINK_USED',
} as const;
export const verifyEmailRequestSchema = z.object({ token: z.string().min(20).max(200) });
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  position: positionSchema,
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /api/auth/password/change (password mode, signed in): the current and the new password. */
export const passwordChangeRequestSchema = z.object({
  current_password: z.string().min(1, 'Please enter your current password').max(256),
  new_password: z.string().min(1, 'Please enter a new password').max(256),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** POST /api/auth/sign-out-everywhere: every token of the user stops working, this one included. */
export const signOutEverywhereResponseSchema = z.object({ message: z.string(), position: positionSchema });
export type SignOutEverywhereResponse = z.infer<typeof signOutEverywhereResponseSchema>;

/** GET /api/admin/check-admin-status */
export const adminStatusResponseSchema = z.object({ is_admin: z.boolean() });
export type AdminStatusResponse = z.infer<typeof adminStatusResponseSchema>;

/** POST /api/admin/developer-access (admin only): grant a user developer (admin) access. */
export const developerAccessRequestSchema = z.object({
  user_id: z.string().min(1).max(200),
  reason: z.string().trim().min(1, 'Please give a reason for the grant.').max(500),
});
export type DeveloperAccessRequest = z.infer<typeof developerAccessRequestSchema>;

export const developerAccessResponseSchema = z.object({ success: z.literal(true), position: positionSchema });
export type DeveloperAccessResponse = z.infer<typeof developerAccessResponseSchema>;

/** GET /api/admin/check-developer-status: the signed-in user's own developer access. */
export const developerStatusResponseSchema = z.object({
  developer_access: z.boolean(),
  is_admin: z.boolean(),
});
export type DeveloperStatusResponse = z.infer<typeof developerStatusResponseSchema>;
