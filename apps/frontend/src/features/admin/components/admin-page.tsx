import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StaticPageLayout } from '../../../components/layouts/static-page-layout';
import '../../../styles/admin.css';

interface ConsolePage {
  path: string;
  title: string;
}

interface AdminPageProps {
  /** The page: its title names the document and heads the page. */
  page: ConsolePage;
  /** The console's other page, linked beside the heading; none while access is being decided. */
  other?: ConsolePage;
  children: ReactNode;
}

/** /admin and /admin/feedback: the site's layout with the console's look, heading and cross-link. */
export function AdminPage({ page, other, children }: AdminPageProps) {
  return (
    <StaticPageLayout title={page.title} className="admin">
      {other && (
        <div className="admin-head">
          <h1>{page.title}</h1>
          <Link to={other.path}>{other.title}</Link>
        </div>
      )}
      {children}
    </StaticPageLayout>
  );
}
