import { useAuth } from '../../../lib/auth/auth-context';
import { ResendVerificationButton } from './resend-verification-button';
import '../../../styles/account-security.css';

/**
 * A small notice for a signed-in password user whose address is not verified yet (demo users and
 * Google users are verified): until then ADMIN_EMAILS and admin grants do not apply to them.
 */
export function EmailVerificationNotice() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <section className="verification-notice" aria-label="Email verification">
      <p>
        Please verify your email address: open the link we sent to <strong>{user.email}</strong>.
      </p>
      <ResendVerificationButton />
    </section>
  );
}
