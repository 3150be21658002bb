import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** While a replay runs the System tab re-reads every 2 s to show its progress. */
export const REPLAY_POLL_MS = 2000;

/** GET /api/admin/system: event store, projector, dead letters, hashes, replays and the API process's figures. */
export function getSystem(signal?: AbortSignal): Promise<SystemResponse> {
  return api.get<SystemResponse>('/admin/system', { signal });
}

export const systemQueryKey = [...adminQueryKey, 'system'] as const;

export function useSystem(pollAnyway = false) {
  return useQuery(
    queryOptions({
      queryKey: systemQueryKey,
      queryFn: ({ signal }) => getSystem(signal),
      staleTime: 0,
      refetchInterval: (query) =>
        pollAnyway || query.state.data?.replays.some((r) => r.status === 'running') ? REPLAY_POLL_MS : false,
    }),
  );
}
