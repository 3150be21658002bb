import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/**
 * GET /api/chat/session/{id}: a conversation's latest messages (one page), or with `before` (a
 * page's `next_before`) the page before that one.
 */
export function getChatSession(id: string, before?: string, signal?: AbortSignal): Promise<SessionResponse> {
  return api.get<SessionResponse>(`/chat/session/${encodeURIComponent(id)}`, { query: { before }, signal });
}

export function getChatSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['chat', 'session', id] as const,
    queryFn: ({ signal }) => getChatSession(id, undefined, signal),
    // Reopening a conversation shows what it holds now, including answers added since.
    staleTime: 0,
  });
}

/** A conversation is loaded on click, not on render, so the hook hands out a loader. */
export function useChatSessionLoader(): (id: string) => Promise<SessionResponse> {
  const queryClient = useQueryClient();
  return (id) => queryClient.fetchQuery(getChatSessionQueryOptions(id));
}

/** Every earlier-pages query of a conversation (to forget them when it is opened again). */
export const earlierMessagesQueryKey = (id: string) => ['chat', 'session', id, 'earlier'] as const;

/**
 * The pages before the one a conversation opened on, newest first, from that page's
 * `next_before`. Pages behind a cursor never change (a conversation grows at its end only).
 */
export function getEarlierMessagesQueryOptions(id: string, before: string) {
  return infiniteQueryOptions({
    queryKey: [...earlierMessagesQueryKey(id), before] as const,
    queryFn: ({ pageParam, signal }) => getChatSession(id, pageParam, signal),
    initialPageParam: before,
    getNextPageParam: (page) => page.next_before ?? undefined,
    staleTime: Infinity,
  });
}

/**
 * Earlier messages, fetched only when the reader asks (`fetchNextPage`: the first call fetches
 * the page at `before`). Nothing to fetch without a conversation or a cursor.
 */
export function useEarlierMessages(id: string | null, before: string | null) {
  return useInfiniteQuery({ ...getEarlierMessagesQueryOptions(id ?? '', before ?? ''), enabled: false });
}
