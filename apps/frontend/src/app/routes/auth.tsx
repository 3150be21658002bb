import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { SiteHeader } from '../../components/layouts/site-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths } from '../../config/paths';
import { AuthForm, type GoogleSignIn } from '../../features/auth/components/auth-form';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { VerifyEmailPanel } from '../../features/auth/components/verify-email-panel';
import { AUTH_MESSAGES } from '../../features/auth/utils/validate-auth';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { AuthConfig } from '../../lib/auth/auth-config';
import { useAuth, useAuthConfig } from '../../lib/auth/auth-context';
import { clearRedirectFailure, redirectFailed } from '../../lib/auth/google-redirect';
import { GOOGLE_START_URL } from '../../lib/auth/password-auth';
import { NEXT_PARAM, safeReturnPath } from '../../lib/auth/return-path';
import '../../styles/auth.css';

/** The query parameter of a password-reset link (/auth?reset=..., as the server's email writes it). */
export const RESET_TOKEN_PARAM = 'reset';
/** The query parameter of an email verification link (/auth?verify=..., from the sign-up email). */
export const VERIFY_TOKEN_PARAM = 'verify';

function googleSignIn(config: AuthConfig): GoogleSignIn {
  if (config.mode === 'demo') return { kind: 'demo' };
  return config.google_enabled ? { kind: 'redirect', href: GOOGLE_START_URL } : null;
}

/**
 * /auth (spec section 2). The server's auth mode decides what is offered: demo mode simulates
 * every button; password mode signs in real accounts, offers Google only with an OIDC client, and
 * opens the new-password form from a reset link and the verification page from a verification
 * link. A signed-in user goes straight to the chat (or to the same-site path in ?next=, e.g. the
 * plan they chose on /pricing before signing in), unless they opened a verification link.
 */
export function AuthRoute() {
  useDocumentTitle(paths.auth.title);
  const { user } = useAuth();
  const [params] = useSearchParams();
  if (user && !params.get(VERIFY_TOKEN_PARAM))
    return <Navigate to={safeReturnPath(params.get(NEXT_PARAM)) ?? paths.chat.path} replace />;
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="auth-page">
        <AuthScreen />
      </main>
    </>
  );
}

function AuthScreen() {
  const auth = useAuth();
  const config = useAuthConfig();
  const [params, setParams] = useSearchParams();
  const resetToken = params.get(RESET_TOKEN_PARAM);
  const verifyToken = params.get(VERIFY_TOKEN_PARAM);
  const [googleFailed] = useState(redirectFailed);
  const [resetDone, setResetDone] = useState<string | null>(null);

  useEffect(() => clearRedirectFailure(), []);

  if (!config) return <PageSpinner />;

  const closeReset = () =>
    setParams(
      (current) => {
        current.delete(RESET_TOKEN_PARAM);
        return current;
      },
      { replace: true },
    );

  if (verifyToken && config.mode === 'password') {
    return (
      <VerifyEmailPanel
        token={verifyToken}
        verify={auth.verifyEmail}
        signedIn={auth.user !== null}
        canResend={auth.user !== null && !auth.user.emailVerified}
      />
    );
  }

  if (resetToken && config.mode === 'password') {
    return (
      <NewPasswordForm
        minPasswordLength={config.min_password_length}
        onSubmit={(password) => auth.confirmPasswordReset(resetToken, password)}
        onDone={(message) => {
          setResetDone(message);
          closeReset();
        }}
        onCancel={closeReset}
      />
    );
  }

  return (
    <AuthForm
      demo={config.mode === 'demo'}
      google={googleSignIn(config)}
      minPasswordLength={config.min_password_length}
      initialError={googleFailed ? AUTH_MESSAGES.googleFailed : null}
      initialSuccess={resetDone}
      onSignIn={auth.signIn}
      onSignUp={auth.signUp}
      onGoogle={auth.signInWithGoogle}
      onResetPassword={auth.resetPassword}
    />
  );
}
