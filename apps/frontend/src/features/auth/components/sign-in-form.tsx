import { useState, type FormEvent } from 'react';

interface SignInFormProps {
  onSignIn(email: string, password: string): Promise<void>;
  onGoogle(): Promise<void>;
}

/**
 * The minimal sign-in form (its issue adds sign-up mode, show/hide and password reset). On
 * success the caller's session changes and the route redirects, so only failures land here.
 */
export function SignInForm({ onSignIn, onGoogle }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, fallbackMessage: (error: unknown) => string) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(fallbackMessage(caught));
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Provider errors are shown as they come (spec section 8).
    void run(
      () => onSignIn(email.trim(), password),
      (caught) => (caught instanceof Error ? caught.message : 'An unexpected error occurred. Please try again.'),
    );
  }

  return (
    <div className="auth-card">
      <button type="button" className="button button--secondary button--block" disabled={busy} onClick={() => void run(onGoogle, () => 'Google sign-in failed. Please try again.')}>
        Continue with Google
      </button>
      <p className="auth-card__divider">
        <span>or</span>
      </p>
      <form onSubmit={handleSubmit} className="auth-card__form">
        <label htmlFor="auth-email">Email</label>
        <input id="auth-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="auth-password">Password</label>
        <input
          id="auth-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          Sign In
        </button>
      </form>
    </div>
  );
}
