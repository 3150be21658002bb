import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '../../styles/static-pages.css';

interface StaticPageLayoutProps {
  /** Page name for the document title ('<title> | BuildMentor'). */
  title: string;
  className?: string;
  children: ReactNode;
}

/** The support and legal pages: shared header, the page's main landmark, footer. */
export function StaticPageLayout({ title, className, children }: StaticPageLayoutProps) {
  useDocumentTitle(title);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={`static-page${className ? ` ${className}` : ''}`}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
