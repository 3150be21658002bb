import { Link, Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAdminStatus } from '../../../features/admin/api/check-admin-status';
import { AdminConsole } from '../../../features/admin/components/admin-console';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * /admin (spec section 2): no user goes to /auth; the server's is_admin decides between Access
 * Denied and the console (a 401 or 403 from the check counts as not an admin).
 */
export function AdminDashboardRoute() {
  const { user, loading } = useAuth();
  const status = useAdminStatus(user?.uid);

  if (!user) {
    if (loading)
      return (
        <AdminPage page={paths.admin}>
          <p role="status" className="admin-muted">
            Loading…
          </p>
        </AdminPage>
      );
    return <Navigate to={paths.auth.path} replace />;
  }
  if (status.isPending) {
    return (
      <AdminPage page={paths.admin}>
        <p role="status" className="admin-muted">
          Checking access…
        </p>
      </AdminPage>
    );
  }
  if (status.isError || !status.data.is_admin) {
    return (
      <AdminPage page={paths.admin}>
        <div className="admin-denied">
          <h1>Access Denied</h1>
          <p>You do not have permission to view the admin dashboard.</p>
          <Link to={paths.home.path} className="button button--primary">
            Return Home
          </Link>
        </div>
      </AdminPage>
    );
  }
  return (
    <AdminPage page={paths.admin} other={paths.adminFeedback}>
      <AdminConsole />
    </AdminPage>
  );
}
