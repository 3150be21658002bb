import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DemoSignInRequest, SignInResponse } from '@buildmentor/contracts';
import { ApiError, api } from '../api-client';
import { DEMO_AUTH_CONFIG, getAuthConfig, type AuthConfig } from './auth-config';
import { AuthContext, type AuthContextValue } from './auth-context';
import {
  DEMO_DELAY_MS,
  DEMO_GOOGLE_DELAY_MS,
  DEMO_GOOGLE_EMAIL,
  demoSignIn,
  userTypeFromSearch,
  wait,
} from './demo-sign-in';
import { demoKey, forgetDemoKey } from './demo-key';
import { writeStoredSession, type DemoSession } from './demo-session-storage';
import { restoreSession } from './restore-session';
import * as passwordAuth from './password-auth';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** Password mode shows the server's own words (spec section 8: provider errors as they come). */
function passwordFailure(cause: unknown): Error {
  const message = cause instanceof ApiError && cause.code !== 'http_error' ? cause.detail : UNEXPECTED;
  return new Error(message, { cause });
}

/**
 * The session, with the server as the authority in both auth modes (GET /api/auth/config says
 * which). Demo mode is spec section 4: a saved session is restored; with none, a demo user is
 * created automatically (for ?user_type=pro, this browser's own pro demo user, picked by its demo
 * key); if the server later rejects the restored token, a fresh one is created.
 * Password mode creates nobody: /auth is the way in, and a rejected token signs the visitor out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The token must be on the client before any child renders and fetches: restoreSession puts it there.
  const [session, setSession] = useState<DemoSession | null>(restoreSession);
  const [loading, setLoading] = useState(session === null);
  const [config, setConfig] = useState<AuthConfig | null>(null);
  const configRequest = useRef<Promise<AuthConfig> | null>(null);
  const tokenRef = useRef(session?.token ?? null);
  const bootstrapped = useRef(false);

  const loadConfig = useCallback(() => {
    configRequest.current ??= getAuthConfig()
      .catch((error: unknown) => {
        // An older server (or none) has no config: behave as the demo always has.
        console.warn('Could not read the auth configuration; assuming demo mode', error);
        return DEMO_AUTH_CONFIG;
      })
      .then((loaded) => {
        setConfig(loaded);
        return loaded;
      });
    return configRequest.current;
  }, []);

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

  const applySignIn = useCallback(
    (result: SignInResponse, automatic = false) =>
      applySession(
        automatic
          ? { user: result.user, token: result.token, automatic: true }
          : { user: result.user, token: result.token },
      ),
    [applySession],
  );

  /** No usable session: demo mode creates the automatic demo user, password mode waits at /auth. */
  const startWithoutSession = useCallback(async () => {
    setLoading(true);
    try {
      const { mode } = await loadConfig();
      if (mode !== 'demo') return;
      const userType = userTypeFromSearch(window.location.search);
      // The pro demo user is this browser's own (its demo key picks it): never another visitor's.
      const created = await demoSignIn(
        userType === 'pro'
          ? { user_type: userType, method: 'auto', demo_key: demoKey() }
          : { user_type: userType, method: 'auto' },
      );
      applySignIn(created, true);
    } catch (error) {
      // Without a server there is no session: the app shows its signed-out state.
      console.error('Could not create a demo session', error);
      applySession(null);
    } finally {
      setLoading(false);
    }
  }, [applySession, applySignIn, loadConfig]);

  useEffect(() => {
    // A ref, not a cleanup flag: StrictMode's second effect run must not create a second user.
    if (bootstrapped.current) return;
    bootstrapped.current = true;
    if (tokenRef.current === null) void startWithoutSession();
  }, [startWithoutSession]);

  useEffect(
    () =>
      api.onUnauthorized((rejectedToken) => {
        // Several queries can fail with the same stale token; act once.
        if (rejectedToken !== tokenRef.current) return;
        applySession(null);
        void startWithoutSession();
      }),
    [applySession, startWithoutSession],
  );

  const demoAs = useCallback(
    async (request: DemoSignInRequest, delayMs: number, failureMessage: string) => {
      await wait(delayMs);
      let result: SignInResponse;
      try {
        result = await demoSignIn(request);
      } catch (cause) {
        throw new Error(failureMessage, { cause });
      }
      applySignIn(result);
    },
    [applySignIn],
  );

  const passwordAs = useCallback(
    async (call: () => Promise<SignInResponse>) => {
      let result: SignInResponse;
      try {
        result = await call();
      } catch (cause) {
        throw passwordFailure(cause);
      }
      applySignIn(result);
    },
    [applySignIn],
  );

  const value = useMemo<AuthContextValue>(() => {
    const isDemo = async () => (await loadConfig()).mode === 'demo';
    return {
      user: session?.user ?? null,
      token: session?.token ?? null,
      loading,
      automatic: session?.automatic === true,
      config,
      loadConfig,
      signUp: async (email, password) =>
        (await isDemo())
          ? demoAs({ email, method: 'sign_up' }, DEMO_DELAY_MS, 'Demo sign-up failed')
          : passwordAs(() => passwordAuth.passwordSignUp({ email, password })),
      signIn: async (email, password) =>
        (await isDemo())
          ? demoAs({ email, method: 'sign_in' }, DEMO_DELAY_MS, 'Demo sign-in failed')
          : passwordAs(() => passwordAuth.passwordSignIn({ email, password })),
      signInWithGoogle: async () => {
        if (await isDemo())
          return demoAs(
            { email: DEMO_GOOGLE_EMAIL, method: 'google' },
            DEMO_GOOGLE_DELAY_MS,
            'Demo Google sign-in failed',
          );
        window.location.assign(passwordAuth.GOOGLE_START_URL);
      },
      resetPassword: async (email) => {
        if (await isDemo()) return wait(DEMO_DELAY_MS);
        try {
          await passwordAuth.requestPasswordReset(email);
        } catch (cause) {
          throw passwordFailure(cause);
        }
      },
      confirmPasswordReset: async (token, password) => {
        try {
          return (await passwordAuth.confirmPasswordReset(token, password)).message;
        } catch (cause) {
          throw passwordFailure(cause);
        }
      },
      verifyEmail: async (token) => {
        const result = await passwordAuth.verifyEmail(token);
        api.notePosition(result.position);
        if (session && session.user.email === result.email && !session.user.emailVerified)
          applySession({ ...session, user: { ...session.user, emailVerified: true } });
        return result;
      },
      resendVerification: async () => {
        try {
          return (await passwordAuth.resendVerification()).message;
        } catch (cause) {
          // Verified meanwhile (e.g. the link was opened on another device): this session learns it.
          if (cause instanceof ApiError && cause.code === 'AUTH.EMAIL_ALREADY_VERIFIED' && session) {
            applySession({ ...session, user: { ...session.user, emailVerified: true } });
            return cause.detail;
          }
          throw passwordFailure(cause);
        }
      },
      changePassword: async (currentPassword, newPassword) =>
        passwordAs(() => passwordAuth.changePassword(currentPassword, newPassword)),
      signOutEverywhere: async () => {
        try {
          await passwordAuth.signOutEverywhere();
        } catch (cause) {
          throw passwordFailure(cause);
        }
        forgetDemoKey();
        applySession(null);
      },
      // Only sign-out forgets the demo key: the next ?user_type=pro visit is a fresh pro demo account.
      logout: async () => {
        forgetDemoKey();
        applySession(null);
      },
      getIdToken: async () => tokenRef.current,
    };
  }, [session, loading, config, loadConfig, demoAs, passwordAs, applySession]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
