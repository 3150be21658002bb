import { useDocumentTitle } from '../../hooks/use-document-title';
import { SiteHeader } from './site-header';

/**
 * A route whose screen is built by a later issue: the shared header and one plain line. The
 * heading exists for screen readers and the document outline only.
 */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="coming-soon">
        <h1 className="visually-hidden">{title}</h1>
        <p>coming in this release</p>
      </main>
    </>
  );
}
