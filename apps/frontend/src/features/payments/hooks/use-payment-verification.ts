import type { PaymentStatusResponse } from '@buildmentor/contracts';
import { PAYMENT_MAX_CHECKS, usePaymentStatus } from '../api/get-payment-status';
import { PAYMENT_MESSAGES, paymentErrorMessage } from '../utils/payment-messages';

export type PaymentVerification =
  | { state: 'checking' }
  | { state: 'success'; payment: PaymentStatusResponse }
  | { state: 'error'; message: string };

/**
 * Spec section 4, Payment verification: checking, then success (payment_status is paid) or error
 * (expired, request failure, or still unpaid after 5 checks 2 s apart).
 */
export function usePaymentVerification(checkoutSessionId: string | null): PaymentVerification {
  const status = usePaymentStatus(checkoutSessionId);
  if (checkoutSessionId === null) return { state: 'error', message: PAYMENT_MESSAGES.notFound };
  if (status.isError) return { state: 'error', message: paymentErrorMessage(status.error) };
  const payment = status.data;
  if (!payment) return { state: 'checking' };
  if (payment.payment_status === 'paid') return { state: 'success', payment };
  if (payment.status === 'expired') return { state: 'error', message: PAYMENT_MESSAGES.expired };
  if (status.checks >= PAYMENT_MAX_CHECKS) return { state: 'error', message: PAYMENT_MESSAGES.timedOut };
  return { state: 'checking' };
}
