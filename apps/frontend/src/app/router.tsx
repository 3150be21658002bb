import { useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/auth-context';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { prefetchChat } from './routes/chat-data';

const LandingRoute = lazyPage(() => import('./routes/landing'), 'LandingRoute');
const AuthRoute = lazyPage(() => import('./routes/auth'), 'AuthRoute');
const PricingRoute = lazyPage(() => import('./routes/pricing'), 'PricingRoute');
const PaymentSuccessRoute = lazyPage(() => import('./routes/payment-success'), 'PaymentSuccessRoute');
const PaymentDemoRoute = lazyPage(() => import('./routes/payment-demo'), 'PaymentDemoRoute');
const AdminDashboardRoute = lazyPage(() => import('./routes/admin/dashboard'), 'AdminDashboardRoute');
const AdminFeedbackRoute = lazyPage(() => import('./routes/admin/feedback'), 'AdminFeedbackRoute');
const KnowledgeRoute = lazyPage(() => import('./routes/knowledge'), 'KnowledgeRoute');
const TermsRoute = lazyPage(() => import('./routes/terms'), 'TermsRoute');
const PrivacyRoute = lazyPage(() => import('./routes/privacy'), 'PrivacyRoute');
const PartnerUploadPolicyRoute = lazyPage(
  () => import('./routes/partner-upload-policy'),
  'PartnerUploadPolicyRoute',
);
const HelpRoute = lazyPage(() => import('./routes/help'), 'HelpRoute');
const ContactRoute = lazyPage(() => import('./routes/contact'), 'ContactRoute');
const FeedbackRoute = lazyPage(() => import('./routes/feedback'), 'FeedbackRoute');
const V2TestRoute = lazyPage(() => import('./routes/v2-test'), 'V2TestRoute');
const ChatRoute = lazyPage(() => import('./routes/chat'), 'ChatRoute');
const ShareRoute = lazyPage(() => import('./routes/share'), 'ShareRoute');

/** What a signed-in page reads first, started before its code arrives (see usePrefetchPageData). */
type Prefetch = (queryClient: QueryClient, session: { automatic: boolean }) => void;

/** Spec section 2: every route, each its own chunk. */
const ROUTES: { path: string; Page: ReturnType<typeof lazyPage>; prefetch?: Prefetch }[] = [
  { path: paths.home.path, Page: LandingRoute },
  { path: paths.auth.path, Page: AuthRoute },
  { path: paths.pricing.path, Page: PricingRoute },
  { path: paths.paymentSuccess.path, Page: PaymentSuccessRoute },
  { path: paths.paymentDemo.path, Page: PaymentDemoRoute },
  { path: paths.admin.path, Page: AdminDashboardRoute },
  { path: paths.adminFeedback.path, Page: AdminFeedbackRoute },
  { path: paths.knowledge.path, Page: KnowledgeRoute },
  { path: paths.terms.path, Page: TermsRoute },
  { path: paths.privacy.path, Page: PrivacyRoute },
  { path: paths.partnerUploadPolicy.path, Page: PartnerUploadPolicyRoute },
  { path: paths.help.path, Page: HelpRoute },
  { path: paths.contact.path, Page: ContactRoute },
  { path: paths.feedback.path, Page: FeedbackRoute },
  { path: paths.v2Test.path, Page: V2TestRoute },
  { path: paths.chat.path, Page: ChatRoute, prefetch: prefetchChat },
  { path: paths.share.path, Page: ShareRoute },
];

/**
 * Starts fetching the chunk of the page at `pathname` (main.tsx, before the first render): it
 * downloads while the session is settled (GET /api/auth/config, the demo sign-in) instead of
 * after, when the page first renders. An unknown path preloads nothing.
 */
export function preloadRoute(pathname: string): void {
  routeOf(pathname)
    ?.Page.preload()
    .catch(() => undefined); // a failure shows when the page renders
}

const routeOf = (pathname: string) => ROUTES.find(({ path }) => matchPath(path, pathname));

/**
 * Starts the data reads of the page at `pathname` for a signed-in session, so they do not wait for
 * the page's code and its first render; the page's own hooks then find them cached or in flight.
 * main.tsx calls it before the first render with the restored session. A 401 that comes back
 * before the AuthProvider listens still reaches it (ApiClient.onUnauthorized).
 */
export function prefetchPageData(
  pathname: string,
  queryClient: QueryClient,
  session: { automatic: boolean },
) {
  routeOf(pathname)?.prefetch?.(queryClient, session);
}

/**
 * The same when a sign-in or a navigation brings a page and a session together: during render,
 * as TanStack Query's usePrefetchQuery does, once per page and session (an effect would wait for
 * the commit). Repeating main.tsx's call on the first render costs nothing: the reads are in flight.
 */
function usePrefetchPageData() {
  const { pathname } = useLocation();
  const { token, automatic } = useAuth();
  const queryClient = useQueryClient();
  const started = useRef<string | null>(null);
  const key = `${pathname} ${token ?? ''}`;
  if (token && started.current !== key) {
    started.current = key;
    prefetchPageData(pathname, queryClient, { automatic });
  }
}

/**
 * Any unknown path redirects to /. Declarative routes suffice: pages fetch through TanStack
 * Query, not route loaders.
 */
export function AppRoutes() {
  usePrefetchPageData();
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to={paths.home.path} replace />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
