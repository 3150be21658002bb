import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TokenAnalyticsResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { adminQueryKey } from './query-keys';

const rangeQuery = (from: string, to: string) => ({ from: from || undefined, to: to || undefined });

/** GET /api/admin/analytics/tokens?from=&to= (Sydney days; the server defaults to the last 30). */
export function getTokenAnalytics(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<TokenAnalyticsResponse> {
  return api.get<TokenAnalyticsResponse>('/admin/analytics/tokens', { query: rangeQuery(from, to), signal });
}

export const tokenAnalyticsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'analytics', 'tokens', from, to],
    queryFn: ({ signal }) => getTokenAnalytics(from, to, signal),
    placeholderData: keepPreviousData,
  });

export function useTokenAnalytics(from: string, to: string) {
  return useQuery(tokenAnalyticsQueryOptions(from, to));
}

/** The same range as CSV, one row per user and day (needs the bearer header, so fetched, then saved). */
export function useDownloadTokenCsv() {
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) =>
      saveBlob(
        await api.getBlob('/admin/analytics/tokens', { query: { ...rangeQuery(from, to), format: 'csv' } }),
        'token-usage.csv',
      ),
  });
}
