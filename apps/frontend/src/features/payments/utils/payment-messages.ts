import { findPlan, isPaidPlan, NEW_USER_TRIAL_DAYS } from '@buildmentor/contracts/plans';
import { ApiError } from '../../../lib/api-client';

/** Spec section 8, Payment. */
export const PAYMENT_MESSAGES = {
  notFound: 'No payment session found',
  expired: 'Payment session expired. Please try again.',
  timedOut: 'Payment status check timed out. Please check your email for confirmation or contact support.',
  failed: 'Failed to verify payment status',
} as const;

/** Spec section 9: the plan names on the success page, for the paid plans (undefined otherwise). */
export function receiptName(packageId: string): string | undefined {
  const plan = findPlan(packageId);
  return plan && isPaidPlan(plan) ? plan.receiptName : undefined;
}

/** '5 weeks free' (spec section 9's promotion). */
export const FREE_WEEKS_LABEL = `${NEW_USER_TRIAL_DAYS / 7} weeks free`;

/** What the result page says for a status check that failed with `error`. */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return PAYMENT_MESSAGES.notFound;
    if (error.status > 0 && error.code !== 'http_error' && error.detail) return error.detail;
  }
  return PAYMENT_MESSAGES.failed;
}
