import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteFallback } from '../components/layouts/route-fallback';
import { LoadingScreen } from '../components/ui/loading-screen';
import { useRouteTitle } from '../hooks/use-document-title';
import { RouteErrorBoundary } from './route-error-boundary';

/** Calls `onShown` once its Suspense boundary shows content (it commits only with the page). */
function OnShown({ onShown }: { onShown(): void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * Every page's code is a separate chunk: this shows while one downloads or if one fails. Until
 * the first page has shown, the app is still booting (session restore, first chunk): the
 * full-screen loading view, continuing the one the AuthGate shows. After that, a navigation keeps
 * the site's header and footer with a spinner inside. The title follows the route at once.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const [booted, setBooted] = useState(false);
  useRouteTitle();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={booted ? <RouteFallback /> : <LoadingScreen />}>
        <Outlet />
        {!booted && <OnShown onShown={() => setBooted(true)} />}
      </Suspense>
    </RouteErrorBoundary>
  );
}
