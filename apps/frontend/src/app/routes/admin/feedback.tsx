import { Link } from 'react-router-dom';
import { StaticPageLayout } from '../../../components/layouts/static-page-layout';
import { paths } from '../../../config/paths';
import { FeedbackDashboard } from '../../../features/admin/components/feedback-dashboard';
import '../../../styles/admin.css';

/** /admin/feedback (spec section 2): no client-side role check; the server answers 403. */
export function AdminFeedbackRoute() {
  return (
    <StaticPageLayout title={paths.adminFeedback.title} className="admin">
      <div className="admin-head">
        <h1>Feedback Dashboard</h1>
        <Link to={paths.admin.path}>Admin Dashboard</Link>
      </div>
      <FeedbackDashboard />
    </StaticPageLayout>
  );
}
