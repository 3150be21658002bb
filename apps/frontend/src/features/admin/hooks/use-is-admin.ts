import { useAuth } from '../../../lib/auth/auth-context';
import { useAdminStatus } from '../api/check-admin-status';

/**
 * Whether to offer the signed-in user a way into /admin: the server's check, the same one that
 * guards the console (the token's role can lag, e.g. developer access granted after sign-in).
 * False while it loads, on error and when nobody is signed in, so only admins ever see the link.
 */
export function useIsAdmin(): boolean {
  const { user } = useAuth();
  return useAdminStatus(user?.uid).data?.is_admin === true;
}
