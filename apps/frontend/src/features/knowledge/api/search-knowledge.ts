import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeSearchResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** Spec section 9: knowledge search returns at most 10 results. */
export const SEARCH_LIMIT = 10;

/** GET /api/knowledge/search: the user's own documents and community content. */
export function searchKnowledge(query: string, signal?: AbortSignal): Promise<KnowledgeSearchResponse> {
  return api.get<KnowledgeSearchResponse>('/knowledge/search', {
    query: { query, limit: SEARCH_LIMIT },
    signal,
  });
}

export const searchKnowledgeQueryKey = ['knowledge', 'search'] as const;

/** Runs only for a submitted, non-blank query; a failure is shown at once (the user can search again). */
export function getSearchKnowledgeQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...searchKnowledgeQueryKey, query],
    queryFn: ({ signal }) => searchKnowledge(query, signal),
    enabled: query.trim() !== '',
    retry: false,
    staleTime: 0,
  });
}

export function useSearchKnowledge(query: string) {
  return useQuery(getSearchKnowledgeQueryOptions(query));
}
