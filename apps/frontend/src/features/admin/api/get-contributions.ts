import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContributionsResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

export type AdminContribution = AdminContributionsResponse['contributions'][number];

/** GET /api/admin/contributions?status=pending_review (spec section 3: other statuses are not shown). */
export function getContributions(signal?: AbortSignal): Promise<AdminContributionsResponse> {
  return api.get<AdminContributionsResponse>('/admin/contributions', {
    query: { status: 'pending_review' },
    signal,
  });
}

export function useContributions() {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'contributions'],
      queryFn: ({ signal }) => getContributions(signal),
    }),
  );
}
