import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/ui/page-spinner';
import { RouteErrorBoundary } from './route-error-boundary';

/** Every page's code is a separate chunk: this shows while one downloads or if one fails. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
