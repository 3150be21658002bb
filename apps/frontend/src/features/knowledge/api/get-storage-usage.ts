import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageUsageResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/knowledge/storage: bytes used by the user's uploads and their plan's limit. */
export function getStorageUsage(signal?: AbortSignal): Promise<StorageUsageResponse> {
  return api.get<StorageUsageResponse>('/knowledge/storage', { signal });
}

/** Refetched after every upload and delete (read-your-writes by position, like the lists). */
export const storageUsageQueryKey = ['knowledge', 'storage'] as const;

export function getStorageUsageQueryOptions() {
  return queryOptions({ queryKey: storageUsageQueryKey, queryFn: ({ signal }) => getStorageUsage(signal) });
}

export function useStorageUsage() {
  return useQuery(getStorageUsageQueryOptions());
}
