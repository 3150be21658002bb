import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

export const CONVERSATION_SEARCH_LIMIT = 20;

/** GET /api/chat/search?q=&limit=20: conversations whose title or message text holds every word of `q`. */
export function searchConversations(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/chat/search', { query: { q, limit: CONVERSATION_SEARCH_LIMIT }, signal });
}

export function searchConversationsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['chat', 'search', q] as const,
    queryFn: ({ signal }) => searchConversations(q, signal),
  });
}

/** Searches on the server; a blank query (which the server refuses) makes no call. */
export function useConversationSearch(q: string) {
  const query = q.trim();
  return useQuery({
    ...searchConversationsQueryOptions(query),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}
