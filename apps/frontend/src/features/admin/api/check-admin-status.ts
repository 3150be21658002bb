import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatusResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** GET /api/admin/check-admin-status: the server, not the client role, decides who sees /admin. */
export function checkAdminStatus(signal?: AbortSignal): Promise<AdminStatusResponse> {
  return api.get<AdminStatusResponse>('/admin/check-admin-status', { signal });
}

export function useAdminStatus(uid: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'status', uid],
      queryFn: ({ signal }) => checkAdminStatus(signal),
      enabled: uid !== undefined,
      staleTime: 0,
    }),
  );
}
