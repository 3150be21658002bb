import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { FREE_TRIAL_OFFER } from '../../../config/trial-offer';
import { useFieldProblem } from '../hooks/use-field-problem';
import {
  AUTH_MESSAGES,
  failureMessage,
  isValidEmail,
  validateAuthForm,
  type AuthField,
} from '../utils/validate-auth';
import { FormOutcome } from './form-outcome';
import { PasswordInput } from './password-input';

/** How "Continue with Google" works: a demo sign-in, a full-page redirect, or not offered. */
export type GoogleSignIn = { kind: 'demo' } | { kind: 'redirect'; href: string } | null;

interface AuthFormProps {
  /** Demo mode shows its notice: nothing is really checked. */
  demo: boolean;
  google: GoogleSignIn;
  minPasswordLength: number;
  /** A message from before this form (a failed Google redirect). */
  initialError?: string | null;
  /** A confirmation from before this form (a password just reset). */
  initialSuccess?: string | null;
  onSignIn(email: string, password: string): Promise<void>;
  onSignUp(email: string, password: string): Promise<void>;
  onGoogle(): Promise<void>;
  onResetPassword(email: string): Promise<void>;
}

const FIELD_IDS: Record<AuthField, string> = {
  email: 'auth-email',
  password: 'auth-password',
  confirmPassword: 'auth-confirm-password',
};
const MESSAGE_ID = 'auth-message';

/**
 * Sign in or create an account (spec section 2, /auth). On success the session changes and the
 * route redirects to /chat, so only failures and the reset confirmation land here.
 */
export function AuthForm(props: AuthFormProps) {
  const { demo, google, minPasswordLength, onSignIn, onSignUp, onGoogle, onResetPassword } = props;
  const [signUp, setSignUp] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { error, fail, clear, field } = useFieldProblem(FIELD_IDS, MESSAGE_ID, props.initialError);
  const [success, setSuccess] = useState<string | null>(props.initialSuccess ?? null);
  const [busy, setBusy] = useState(false);

  function clearMessages() {
    clear();
    setSuccess(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearMessages();
    const problem = validateAuthForm({ signUp, email, password, confirmPassword, minPasswordLength });
    if (problem) return fail(problem.message, problem.field);
    setBusy(true);
    try {
      await (signUp ? onSignUp : onSignIn)(email.trim(), password);
    } catch (caught) {
      fail(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  async function handleGoogle() {
    clearMessages();
    setBusy(true);
    try {
      await onGoogle();
    } catch {
      fail(AUTH_MESSAGES.googleFailed);
    } finally {
      setBusy(false);
    }
  }

  async function handleForgotPassword() {
    clearMessages();
    if (!email.trim()) return fail(AUTH_MESSAGES.resetNeedsEmail, 'email');
    if (!isValidEmail(email)) return fail(AUTH_MESSAGES.emailInvalid, 'email');
    setBusy(true);
    try {
      await onResetPassword(email.trim());
      setSuccess(AUTH_MESSAGES.resetSent);
    } catch {
      fail(AUTH_MESSAGES.resetFailed);
    } finally {
      setBusy(false);
    }
  }

  function toggleMode() {
    setSignUp((current) => !current);
    setConfirmPassword('');
    clearMessages();
  }

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">
        {signUp ? `Create your ${PRODUCT_NAME} account` : `Sign in to ${PRODUCT_NAME}`}
      </h1>
      <p className="auth-card__subtitle">
        {signUp ? FREE_TRIAL_OFFER : 'Welcome back. Sign in to continue to your chat.'}
      </p>

      {demo && (
        <div className="auth-notice" role="note" aria-label="Demo mode">
          <strong>Demo mode:</strong> sign-in is simulated. Any email and password open a demo account, and
          nothing is checked. Please do not use a real password.
        </div>
      )}

      {google?.kind === 'demo' && (
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={busy}
          onClick={() => void handleGoogle()}
        >
          <GoogleMark /> Continue with Google
        </button>
      )}
      {google?.kind === 'redirect' && (
        <a className="button button--secondary button--block" href={google.href}>
          <GoogleMark /> Continue with Google
        </a>
      )}
      {google && (
        <p className="auth-card__divider">
          <span>or</span>
        </p>
      )}

      <form onSubmit={(event) => void handleSubmit(event)} className="auth-card__form" noValidate>
        <div className="auth-field">
          <label htmlFor={FIELD_IDS.email}>Email</label>
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <PasswordInput
          {...field('password')}
          label="Password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {signUp && (
          <PasswordInput
            {...field('confirmPassword')}
            label="Confirm password"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        )}
        {!signUp && (
          <button
            type="button"
            className="link-button auth-card__forgot"
            disabled={busy}
            onClick={() => void handleForgotPassword()}
          >
            Forgot your password?
          </button>
        )}
        <FormOutcome error={error} errorId={MESSAGE_ID} success={success} />
        <BusyButton type="submit" className="button button--primary button--block" busy={busy}>
          {signUp ? 'Create Account' : 'Sign In'}
        </BusyButton>
      </form>

      <p className="auth-card__toggle">
        {signUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button type="button" className="link-button" onClick={toggleMode}>
          {signUp ? 'Sign in' : 'Sign up'}
        </button>
      </p>
      <p className="auth-card__legal">
        By continuing, you agree to our <Link to={paths.terms.path}>Terms of Service</Link> and{' '}
        <Link to={paths.privacy.path}>Privacy Policy</Link>.
      </p>
    </div>
  );
}

/** Google's "G", decorative (the button's text names it). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.95l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1a11 11 0 0 0-9.82 6.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}
