import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatusResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** Spec section 9: the result page checks every 2 s, at most 5 times. */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
export const PAYMENT_MAX_CHECKS = 5;

/**
 * GET /api/payment/status/{id}: the session's payment status. The check may itself confirm the
 * payment with the provider (a late webhook), so its position is kept: the chat's next reads then
 * include the plan it activated.
 */
export async function getPaymentStatus(
  checkoutSessionId: string,
  signal?: AbortSignal,
): Promise<PaymentStatusResponse> {
  const status = await api.get<PaymentStatusResponse>(
    `/payment/status/${encodeURIComponent(checkoutSessionId)}`,
    { signal },
  );
  if (typeof status?.position === 'number') api.notePosition(status.position);
  return status;
}

/** A status that may still change: not paid, not expired. */
export function isSettled(status: PaymentStatusResponse): boolean {
  return status.payment_status === 'paid' || status.status === 'expired';
}

/**
 * Polls the status until it is paid or expired, or PAYMENT_MAX_CHECKS answers have come back
 * unpaid. A failed check ends the polling (no retry): the page shows the failure. `checks` counts
 * the answers received so far.
 */
export function usePaymentStatus(checkoutSessionId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = ['payment', 'status', checkoutSessionId] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getPaymentStatus(checkoutSessionId!, signal),
    enabled: checkoutSessionId !== null,
    retry: false,
    staleTime: 0,
    // Every visit counts its checks from zero.
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    refetchInterval: (current) => {
      const { data, dataUpdateCount } = current.state;
      if (!data || isSettled(data) || dataUpdateCount >= PAYMENT_MAX_CHECKS) return false;
      return PAYMENT_POLL_INTERVAL_MS;
    },
  });
  // Reading dataUpdatedAt subscribes this component to every answer, even one equal to the last.
  const answeredAt = query.dataUpdatedAt;
  const checks = answeredAt > 0 ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  return { ...query, checks };
}
