import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { PaymentResult } from '../../features/payments/components/payment-result';
import { subscriptionQueryKey } from '../../features/subscription/api/get-subscription';
import '../../styles/payments.css';

/**
 * /payment-success?session_id=... (spec section 2): verifies the payment, then shows the receipt
 * or 'Payment Issue'. A confirmed payment changes the plan, so the cached subscription is dropped.
 */
export function PaymentSuccessRoute() {
  const [search] = useSearchParams();
  const checkoutSessionId = search.get('session_id')?.trim() || null;
  const queryClient = useQueryClient();
  const onPaid = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
    [queryClient],
  );

  return (
    <StaticPageLayout title={paths.paymentSuccess.title} className="payment-page">
      <PaymentResult key={checkoutSessionId} checkoutSessionId={checkoutSessionId} onPaid={onPaid} />
    </StaticPageLayout>
  );
}
