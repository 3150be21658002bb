import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityDocumentsResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { pollWhileProcessing } from '../../../lib/knowledge/get-personal-documents';

/** GET /api/knowledge/community-documents: verified partners' content, with attribution. */
export function getCommunityDocuments(signal?: AbortSignal): Promise<CommunityDocumentsResponse> {
  return api.get<CommunityDocumentsResponse>('/knowledge/community-documents', { signal });
}

export const communityDocumentsQueryKey = ['knowledge', 'community-documents'] as const;

export function getCommunityDocumentsQueryOptions() {
  return queryOptions({
    queryKey: communityDocumentsQueryKey,
    queryFn: ({ signal }) => getCommunityDocuments(signal),
    refetchInterval: pollWhileProcessing,
  });
}

export function useCommunityDocuments() {
  return useQuery(getCommunityDocumentsQueryOptions());
}
