import type { AuthConfigResponse } from '@buildmentor/contracts';
import { api } from '../api-client';

export type AuthConfig = AuthConfigResponse;

/**
 * What the UI assumes when GET /api/auth/config cannot be read: the demo mode the product has
 * always had, with the spec's minimum password length (section 9).
 */
export const DEMO_AUTH_CONFIG: AuthConfig = { mode: 'demo', google_enabled: true, min_password_length: 6 };

/** GET /api/auth/config (public): which sign-in the server offers. */
export function getAuthConfig(): Promise<AuthConfig> {
  return api.get<AuthConfig>('/auth/config', { anonymous: true });
}
