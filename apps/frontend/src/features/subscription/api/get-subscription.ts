import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { JUST_READ_MS } from '../../../lib/query-freshness';

/** GET /api/user/subscription: tier, is_trial and the trial's question counts. */
export function getSubscription(signal?: AbortSignal): Promise<SubscriptionResponse> {
  return api.get<SubscriptionResponse>('/user/subscription', { signal });
}

export const subscriptionQueryKey = ['user', 'subscription'] as const;

export function getSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription(signal),
    // A trial count the user just spent must never be served from a fresh-looking cache: a spend
    // invalidates it, and any other read older than a moment is re-read when a screen shows it.
    staleTime: JUST_READ_MS,
  });
}

export function useSubscription() {
  return useQuery(getSubscriptionQueryOptions());
}

/**
 * Refetches the subscription after something that may have spent a question. The API client
 * sends X-Min-Position with it, so the count already includes that question.
 */
export function useRefreshSubscription(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
}
