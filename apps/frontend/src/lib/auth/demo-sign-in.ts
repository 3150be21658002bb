import type { DemoSignInRequest, SignInResponse } from '@buildmentor/contracts';
import { api } from '../api-client';

/**
 * POST /api/auth/demo: the server creates (or, for user_type 'pro', returns this browser's own pro,
 * picked by its demo key) demo user and signs its token. Sent without the current token: it is the
 * call that replaces it.
 */
export function demoSignIn(request: DemoSignInRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>('/auth/demo', request, { anonymous: true });
}

/** The mock Google account the demo "Continue with Google" signs in as. */
export const DEMO_GOOGLE_EMAIL = 'demo.google.user@gmail.com';

/** Spec section 9: the demo's simulated delays (sign-up, sign-in, reset; Google). */
export const DEMO_DELAY_MS = 1000;
export const DEMO_GOOGLE_DELAY_MS = 1500;

/** Resolves after `ms` (the demo delays happen in the browser, before the call). */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/** Spec section 9: `?user_type=pro` asks for the (per-browser) pro user; anything else is a demo user. */
export function userTypeFromSearch(search: string): 'demo' | 'pro' {
  return new URLSearchParams(search).get('user_type') === 'pro' ? 'pro' : 'demo';
}
