import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCommunityDocumentsResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** GET /api/admin/community-documents: every community upload, grouped by partner. */
export function getAdminCommunityDocuments(signal?: AbortSignal): Promise<AdminCommunityDocumentsResponse> {
  return api.get<AdminCommunityDocumentsResponse>('/admin/community-documents', { signal });
}

export function useAdminCommunityDocuments() {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'community-documents'],
      queryFn: ({ signal }) => getAdminCommunityDocuments(signal),
    }),
  );
}
