import { api } from '../api-client';
import { readStoredSession, writeStoredSession, type DemoSession } from './demo-session-storage';
import { takeRedirectSession } from './google-redirect';

/**
 * The session a page load starts with: a Google sign-in redirect's (taken from the address,
 * saved, its position noted), else the saved one; its token goes on the API client. main.tsx calls
 * it before the first render, so the opened page's reads start at once; the AuthProvider calls it
 * again as it mounts and gets the same session (the redirect was saved).
 */
export function restoreSession(): DemoSession | null {
  const redirected = takeRedirectSession();
  if (redirected) {
    writeStoredSession(redirected.session);
    api.notePosition(redirected.position);
  }
  const session = redirected?.session ?? readStoredSession();
  api.setToken(session?.token ?? null);
  return session;
}
