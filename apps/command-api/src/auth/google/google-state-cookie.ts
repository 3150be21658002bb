import { type CookieOptions } from 'express';
import { type AppConfig, publicUrl } from '@buildmentor/config';

/**
 * The state cookie of Google sign-in: the state is also set as an HttpOnly cookie so a callback
 * can only complete in the browser that started it (login CSRF).
 */
export const STATE_COOKIE = 'bm_oidc_state';
const COOKIE_PATH = '/api/auth/google';

export const stateCookieOptions = (config: AppConfig): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: publicUrl(config).startsWith('https:'),
  maxAge: 600_000,
  path: COOKIE_PATH,
});
export const clearedStateCookie: CookieOptions = { path: COOKIE_PATH };

export function parseCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
