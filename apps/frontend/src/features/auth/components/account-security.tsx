import { ChangePasswordForm } from './change-password-form';
import { EmailVerificationNotice } from './email-verification-notice';
import { SignOutEverywhere } from './sign-out-everywhere';
import { useAuth, useAuthConfig } from '../../../lib/auth/auth-context';
import '../../../styles/auth.css';
import '../../../styles/account-security.css';

/**
 * Account security, the profile screen's Security tab: whether the address is verified (with a
 * resend), the password change (password mode only: demo accounts have no password) and
 * "Sign out everywhere" (any mode).
 */
export function AccountSecurity() {
  const { user } = useAuth();
  const config = useAuthConfig();
  return (
    <section className="profile-card account-security" aria-labelledby="profile-security-title">
      <h2 id="profile-security-title" className="profile-card__title">
        Account security
      </h2>
      {user?.emailVerified ? (
        <p>Your email address {user.email} is verified.</p>
      ) : (
        <EmailVerificationNotice />
      )}
      {config?.mode === 'password' && <ChangePasswordForm minPasswordLength={config.min_password_length} />}
      <SignOutEverywhere />
    </section>
  );
}
