import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { StaticPageLayout } from '../../../components/layouts/static-page-layout';
import { paths } from '../../../config/paths';
import { useAdminStatus } from '../../../features/admin/api/check-admin-status';
import { AdminConsole } from '../../../features/admin/components/admin-console';
import { useAuth } from '../../../lib/auth/auth-context';
import '../../../styles/admin.css';

/**
 * /admin (spec section 2): no user goes to /auth; the server's is_admin decides between Access
 * Denied and the console (a 401 or 403 from the check counts as not an admin).
 */
export function AdminDashboardRoute() {
  const { user, loading } = useAuth();
  const status = useAdminStatus(user?.uid);

  if (!user) {
    if (loading) return <AdminShell><p role="status" className="admin-muted">Loading…</p></AdminShell>;
    return <Navigate to={paths.auth.path} replace />;
  }
  if (status.isPending) {
    return (
      <AdminShell>
        <p role="status" className="admin-muted">
          Checking access…
        </p>
      </AdminShell>
    );
  }
  if (status.isError || !status.data.is_admin) {
    return (
      <AdminShell>
        <div className="admin-denied">
          <h1>Access Denied</h1>
          <p>You do not have permission to view the admin dashboard.</p>
          <Link to={paths.home.path} className="button button--primary">
            Return Home
          </Link>
        </div>
      </AdminShell>
    );
  }
  return (
    <AdminShell>
      <div className="admin-head">
        <h1>Admin Dashboard</h1>
        <Link to={paths.adminFeedback.path}>Feedback Dashboard</Link>
      </div>
      <AdminConsole />
    </AdminShell>
  );
}

function AdminShell({ children }: { children: ReactNode }) {
  return (
    <StaticPageLayout title={paths.admin.title} className="admin">
      {children}
    </StaticPageLayout>
  );
}
