import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DemoSignInRequest } from '@buildmentor/contracts';
import { api } from '../api-client';
import { AuthContext, type AuthContextValue } from './auth-context';
import { DEMO_GOOGLE_EMAIL, demoSignIn, userTypeFromSearch } from './demo-sign-in';
import { readStoredSession, writeStoredSession, type DemoSession } from './demo-session-storage';

/**
 * The demo session of spec section 4, with the server as the authority: users and tokens come
 * from POST /api/auth/demo, the browser only remembers them. A saved session is restored; with
 * none, a demo user is created automatically; if the server later rejects the restored token,
 * it is dropped and a fresh demo user is created.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<DemoSession | null>(() => {
    const restored = readStoredSession();
    // The token must be on the client before any child renders and fetches.
    api.setToken(restored?.token ?? null);
    return restored;
  });
  const [loading, setLoading] = useState(session === null);
  const tokenRef = useRef(session?.token ?? null);
  const bootstrapped = useRef(false);

  const applySession = useCallback(
    (next: DemoSession | null) => {
      const changed = tokenRef.current !== (next?.token ?? null);
      tokenRef.current = next?.token ?? null;
      api.setToken(tokenRef.current);
      writeStoredSession(next);
      setSession(next);
      // Cached reads belong to the previous user; refetch them as the new one.
      if (changed) void queryClient.resetQueries();
    },
    [queryClient],
  );

  const createDemoUser = useCallback(async () => {
    setLoading(true);
    try {
      const created = await demoSignIn({ user_type: userTypeFromSearch(window.location.search), method: 'auto' });
      applySession({ user: created.user, token: created.token });
    } catch (error) {
      // Without a server there is no session: the app shows its signed-out state.
      console.error('Could not create a demo session', error);
      applySession(null);
    } finally {
      setLoading(false);
    }
  }, [applySession]);

  useEffect(() => {
    // A ref, not a cleanup flag: StrictMode's second effect run must not create a second user.
    if (bootstrapped.current) return;
    bootstrapped.current = true;
    if (tokenRef.current === null) void createDemoUser();
  }, [createDemoUser]);

  useEffect(
    () =>
      api.onUnauthorized((rejectedToken) => {
        // Several queries can fail with the same stale token; re-create the user once.
        if (rejectedToken !== tokenRef.current) return;
        applySession(null);
        void createDemoUser();
      }),
    [applySession, createDemoUser],
  );

  const signInAs = useCallback(
    async (request: DemoSignInRequest, failureMessage: string) => {
      try {
        const result = await demoSignIn(request);
        applySession({ user: result.user, token: result.token });
      } catch (cause) {
        throw new Error(failureMessage, { cause });
      }
    },
    [applySession],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      loading,
      signUp: (email) => signInAs({ email, method: 'sign_up' }, 'Demo sign-up failed'),
      signIn: (email) => signInAs({ email, method: 'sign_in' }, 'Demo sign-in failed'),
      signInWithGoogle: () => signInAs({ email: DEMO_GOOGLE_EMAIL, method: 'google' }, 'Demo Google sign-in failed'),
      logout: async () => applySession(null),
      getIdToken: async () => tokenRef.current,
    }),
    [session, loading, signInAs, applySession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
