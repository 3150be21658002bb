import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

export const USERS_LIMIT = 100;

/** GET /api/admin/users?q=&limit=: search by email or name. */
export function getUsers(q: string, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return api.get<AdminUsersResponse>('/admin/users', {
    query: { q: q.trim() || undefined, limit: USERS_LIMIT },
    signal,
  });
}

export function useUsers(q: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'users', q],
      queryFn: ({ signal }) => getUsers(q, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
