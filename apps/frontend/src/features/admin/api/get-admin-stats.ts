import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** GET /api/admin/stats: the stat cards. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStatsResponse> {
  return api.get<AdminStatsResponse>('/admin/stats', { signal });
}

export function useAdminStats() {
  return useQuery(
    queryOptions({ queryKey: [...adminQueryKey, 'stats'], queryFn: ({ signal }) => getAdminStats(signal) }),
  );
}
