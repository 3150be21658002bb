import type { AuthUser } from '@buildmentor/contracts';

/** Spec section 9: the session lives in local storage under this key (in both auth modes). */
export const DEMO_USER_STORAGE_KEY = 'demo_user';

/** What the browser keeps: the server-issued user and the token the server signed for it. */
export interface DemoSession {
  user: AuthUser;
  token: string;
  /**
   * Set only on the demo user created automatically on a first visit (spec section 4): that user
   * uses the default demo profile and makes no profile call, even after a reload.
   */
  automatic?: true;
}

function isDemoSession(value: unknown): value is DemoSession {
  if (typeof value !== 'object' || value === null) return false;
  const { user, token } = value as { user?: unknown; token?: unknown };
  if (typeof token !== 'string' || token.length === 0) return false;
  if (typeof user !== 'object' || user === null) return false;
  const { uid, email } = user as { uid?: unknown; email?: unknown };
  return typeof uid === 'string' && typeof email === 'string';
}

/** Keeps only the fields we write, so a hand-edited entry cannot smuggle in other flags. */
export function toDemoSession(value: unknown): DemoSession | null {
  if (!isDemoSession(value)) return null;
  const session: DemoSession = { user: value.user, token: value.token };
  if ((value as { automatic?: unknown }).automatic === true) session.automatic = true;
  return session;
}

/**
 * Reads the saved session. Anything unreadable (an old format, hand-edited JSON, storage blocked
 * by the browser) counts as no session, and the caller signs in afresh.
 */
export function readStoredSession(): DemoSession | null {
  try {
    const raw = window.localStorage.getItem(DEMO_USER_STORAGE_KEY);
    if (!raw) return null;
    const session = toDemoSession(JSON.parse(raw) as unknown);
    if (session) return session;
    window.localStorage.removeItem(DEMO_USER_STORAGE_KEY);
    return null;
  } catch {
    return null;
  }
}

/** Saves or (with null) removes the session; storage failures only cost persistence. */
export function writeStoredSession(session: DemoSession | null): void {
  try {
    if (session) window.localStorage.setItem(DEMO_USER_STORAGE_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(DEMO_USER_STORAGE_KEY);
  } catch {
    // Private browsing can refuse storage; the session still works until the tab closes.
  }
}
