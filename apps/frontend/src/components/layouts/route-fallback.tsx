import { PageSpinner } from '../ui/page-spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '../../styles/static-pages.css';

/**
 * Shown while the next page's code downloads: the site's header and footer stay, with the spinner
 * where the page goes, so a navigation never shows a blank screen. The title is the route's
 * (useRouteTitle).
 */
export function RouteFallback() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="static-page">
        <PageSpinner />
      </main>
      <SiteFooter />
    </>
  );
}
