import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { DemoCheckout } from '../../features/payments/components/demo-checkout';
import { useAuth } from '../../lib/auth/auth-context';
import '../../styles/payments.css';

/**
 * /payment-demo?session_id=... : the demo provider's checkout page (PAYMENTS_PROVIDER=demo). A
 * session belongs to its buyer, so a signed-out visitor goes to /auth. The server's next URL
 * (the result page, or /pricing after Cancel) is one of ours: it opens in the app.
 */
export function PaymentDemoRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const checkoutSessionId = search.get('session_id')?.trim() || null;
  const onFinished = useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      navigate(`${target.pathname}${target.search}`);
    },
    [navigate],
  );

  if (!user) return <Navigate to={paths.auth.path} replace />;
  return (
    <StaticPageLayout title={paths.paymentDemo.title} className="payment-page">
      <DemoCheckout key={checkoutSessionId} checkoutSessionId={checkoutSessionId} onFinished={onFinished} />
    </StaticPageLayout>
  );
}
