import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** GET /api/admin/analytics?from=&to= (Sydney days, inclusive; the server defaults to the last 30). */
export function getAnalytics(from: string, to: string, signal?: AbortSignal): Promise<AnalyticsResponse> {
  return api.get<AnalyticsResponse>('/admin/analytics', {
    query: { from: from || undefined, to: to || undefined },
    signal,
  });
}

export function useAnalytics(from: string, to: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'analytics', from, to],
      queryFn: ({ signal }) => getAnalytics(from, to, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
