import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';

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

/**
 * Spec section 2: every route, each its own chunk; any unknown path redirects to /. Declarative
 * routes suffice: pages fetch through TanStack Query, not route loaders.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<LandingRoute />} />
        <Route path={paths.auth.path} element={<AuthRoute />} />
        <Route path={paths.pricing.path} element={<PricingRoute />} />
        <Route path={paths.paymentSuccess.path} element={<PaymentSuccessRoute />} />
        <Route path={paths.paymentDemo.path} element={<PaymentDemoRoute />} />
        <Route path={paths.admin.path} element={<AdminDashboardRoute />} />
        <Route path={paths.adminFeedback.path} element={<AdminFeedbackRoute />} />
        <Route path={paths.knowledge.path} element={<KnowledgeRoute />} />
        <Route path={paths.terms.path} element={<TermsRoute />} />
        <Route path={paths.privacy.path} element={<PrivacyRoute />} />
        <Route path={paths.partnerUploadPolicy.path} element={<PartnerUploadPolicyRoute />} />
        <Route path={paths.help.path} element={<HelpRoute />} />
        <Route path={paths.contact.path} element={<ContactRoute />} />
        <Route path={paths.feedback.path} element={<FeedbackRoute />} />
        <Route path={paths.v2Test.path} element={<V2TestRoute />} />
        <Route path={paths.chat.path} element={<ChatRoute />} />
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
