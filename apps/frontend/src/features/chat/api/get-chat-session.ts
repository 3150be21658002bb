import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/chat/session/{id}: one conversation's messages, to continue it. */
export function getChatSession(id: string, signal?: AbortSignal): Promise<SessionResponse> {
  return api.get<SessionResponse>(`/chat/session/${encodeURIComponent(id)}`, { signal });
}

export function getChatSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['chat', 'session', id] as const,
    queryFn: ({ signal }) => getChatSession(id, signal),
    // Reopening a conversation shows what it holds now, including answers added since.
    staleTime: 0,
  });
}

/** A conversation is loaded on click, not on render, so the hook hands out a loader. */
export function useChatSessionLoader(): (id: string) => Promise<SessionResponse> {
  const queryClient = useQueryClient();
  return (id) => queryClient.fetchQuery(getChatSessionQueryOptions(id));
}
