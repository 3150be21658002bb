import { findPlan, type PaymentStatusResponse } from '@buildmentor/contracts';
import { type PaymentState } from '@buildmentor/domain';

/**
 * The spec's payment status (section 3) from the session's stream. A confirmed payment reads as
 * paid, including a subscription whose first weeks are free (nothing charged yet, plan running);
 * an ended one as expired, which the result page shows as "Payment session expired".
 */
export function paymentStatusView(state: PaymentState, position: number): PaymentStatusResponse {
  const session = state.session!;
  const paid = state.status === 'paid';
  return {
    session_id: session.checkoutSessionId,
    payment_status: paid ? 'paid' : 'unpaid',
    status: paid ? 'complete' : state.status === 'failed' ? 'expired' : 'open',
    amount_total: state.confirmation?.amountTotal ?? session.amountTotal,
    currency: session.currency,
    metadata: { package_id: session.packageId },
    plan_name: findPlan(session.packageId)?.receiptName ?? session.packageId,
    position,
  };
}
