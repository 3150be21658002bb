import { paths } from '../../../config/paths';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { FeedbackDashboard } from '../../../features/admin/components/feedback-dashboard';

/** /admin/feedback (spec section 2): no client-side role check; the server answers 403. */
export function AdminFeedbackRoute() {
  return (
    <AdminPage page={paths.adminFeedback} other={paths.admin}>
      <FeedbackDashboard />
    </AdminPage>
  );
}
