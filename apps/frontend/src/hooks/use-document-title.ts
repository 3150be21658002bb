import { useEffect, useLayoutEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { pageTitle } from '../config/product';

/** Sets '<Page> | BuildMentor' while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}

/** The page name of the route at `pathname` (config/paths), or null for an unknown path. */
export function routeTitle(pathname: string): string | null {
  return Object.values(paths).find(({ path }) => matchPath(path, pathname))?.title ?? null;
}

/**
 * Sets the route's title as soon as the location changes, not once the page's code has arrived
 * and the page's own useDocumentTitle runs. A layout effect of the layout runs before the pages'
 * effects, so a page that names itself more precisely (the chat's screens) still has the last word.
 */
export function useRouteTitle(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const title = routeTitle(pathname);
    if (title) document.title = pageTitle(title);
  }, [pathname]);
}
