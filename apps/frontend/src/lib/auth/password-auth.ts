import type { MessageResponse, PasswordSignInRequest, PasswordSignUpRequest, SignInResponse } from '@buildmentor/contracts';
import { api } from '../api-client';

/*
 * Password mode's calls. All go without the current token: each either replaces the session or
 * works without one.
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

/** Full-page navigation target of "Continue with Google" when the server has an OIDC client. */
export const GOOGLE_START_URL = '/api/auth/google/start';
