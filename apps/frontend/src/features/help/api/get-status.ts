import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/status (public): service health, the event log's head and the projector's lag. */
export function getStatus(signal?: AbortSignal): Promise<StatusResponse> {
  return api.get<StatusResponse>('/status', { signal, anonymous: true });
}

export const statusQueryKey = ['status'] as const;

export function getStatusQueryOptions() {
  return queryOptions({
    queryKey: statusQueryKey,
    queryFn: ({ signal }) => getStatus(signal),
    // A status list must say "down" promptly rather than spend seconds retrying; it has its
    // own Check again button.
    retry: false,
    staleTime: 15_000,
  });
}

export function useStatus() {
  return useQuery(getStatusQueryOptions());
}
