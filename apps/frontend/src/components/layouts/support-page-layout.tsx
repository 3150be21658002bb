import type { ReactNode } from 'react';
import { StaticPageLayout } from './static-page-layout';

interface SupportPageLayoutProps {
  /** Names the document. */
  title: string;
  heading: string;
  /** The paragraph under the heading. */
  intro: ReactNode;
  /** The column beside the content (below it on small screens). */
  aside: ReactNode;
  children: ReactNode;
}

/** The support pages (/help, /contact, /feedback): a heading with its intro, then content and a side column. */
export function SupportPageLayout({ title, heading, intro, aside, children }: SupportPageLayoutProps) {
  return (
    <StaticPageLayout title={title}>
      <div className="page-intro">
        <h1>{heading}</h1>
        <p>{intro}</p>
      </div>
      <div className="with-sidebar">
        {children}
        <div className="with-sidebar__aside">{aside}</div>
      </div>
    </StaticPageLayout>
  );
}
