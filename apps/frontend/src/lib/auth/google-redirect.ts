import { paths } from '../../config/paths';
import { toDemoSession, type DemoSession } from './demo-session-storage';

/**
 * Password mode's Google sign-in ends with the server redirecting to `/auth#token=...&user=...`
 * (or `/auth#error=...`). The fragment never reaches a server log; it is read once and removed from
 * the address bar and history so the token is not left lying around.
 */
function takeFragment(): URLSearchParams | null {
  const { pathname, search, hash } = window.location;
  if (pathname !== paths.auth.path || hash.length < 2) return null;
  const params = new URLSearchParams(hash.slice(1));
  if (!params.has('token') && !params.has('error')) return null;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return params;
}

let pendingError: string | null = null;

/** The user is JSON, either percent-encoded as it is or base64url-encoded. */
function parseUser(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    try {
      const binary = window.atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
      return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as unknown;
    } catch {
      return null;
    }
  }
}

/**
 * The session the Google redirect handed over, if this page load is that redirect, with the log
 * position of the sign-in (so the first reads wait for it).
 */
export function takeRedirectSession(): { session: DemoSession; position: number } | null {
  const params = takeFragment();
  if (!params) return null;
  const token = params.get('token');
  const user = params.get('user');
  if (params.has('error') || !token || !user) {
    pendingError = params.get('error') ?? 'google_failed';
    return null;
  }
  const session = toDemoSession({ user: parseUser(user), token });
  if (!session) {
    pendingError = 'google_failed';
    return null;
  }
  const position = Number(params.get('position'));
  return { session, position: Number.isSafeInteger(position) && position > 0 ? position : 0 };
}

/** True if this page load is a Google redirect that reported a failure (/auth then says so). */
export function redirectFailed(): boolean {
  return pendingError !== null;
}

/** Forgets the failure once /auth has shown it, so a later visit does not show it again. */
export function clearRedirectFailure(): void {
  pendingError = null;
}
