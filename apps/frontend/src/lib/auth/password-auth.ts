import type {
  MessageResponse,
  PasswordSignInRequest,
  PasswordSignUpRequest,
  SignInResponse,
  SignOutEverywhereResponse,
  VerifyEmailResponse,
} from '@buildmentor/contracts';
import { api } from '../api-client';

/*
 * Password mode's calls. Signing in, signing up, resets and the verification link go without the
 * current token (each either replaces the session or works without one); the account-security
 * calls of a signed-in user carry it.
 */

/** POST /api/auth/sign-up: a new account; 400 with a detail for a weak password or a taken email. */
export function passwordSignUp(request: PasswordSignUpRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>('/auth/sign-up', request, { anonymous: true });
}

/** POST /api/auth/sign-in: 401 'Invalid email or password.' for an unknown email or a wrong password. */
export function passwordSignIn(request: PasswordSignInRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>('/auth/sign-in', request, { anonymous: true });
}

/** POST /api/auth/password-reset/request: always the same answer, so it reveals no accounts. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/password-reset/request', { email }, { anonymous: true });
}

/** POST /api/auth/password-reset/confirm: the single-use token from the reset email. */
export function confirmPasswordReset(token: string, password: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/password-reset/confirm', { token, password }, { anonymous: true });
}

/** POST /api/auth/verify-email: the token of the link in the sign-up mail (works signed in or not). */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return api.post<VerifyEmailResponse>('/auth/verify-email', { token }, { anonymous: true });
}

/** POST /api/auth/verify-email/resend: a new link for the signed-in user; 409 once verified, 429 when throttled. */
export function resendVerification(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/verify-email/resend', {});
}

/** POST /api/auth/password/change: 400 with the reason; the answer is a fresh session (earlier tokens stop working). */
export function changePassword(currentPassword: string, newPassword: string): Promise<SignInResponse> {
  return api.post<SignInResponse>('/auth/password/change', {
    current_password: currentPassword,
    new_password: newPassword,
  });
}

/** POST /api/auth/sign-out-everywhere: every token of the user stops working, this one included (any mode). */
export function signOutEverywhere(): Promise<SignOutEverywhereResponse> {
  return api.post<SignOutEverywhereResponse>('/auth/sign-out-everywhere', {});
}

/** Full-page navigation target of "Continue with Google" when the server has an OIDC client. */
export const GOOGLE_START_URL = '/api/auth/google/start';
