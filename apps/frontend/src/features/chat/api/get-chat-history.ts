import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** Spec section 9: the sidebar lists up to 50 conversations. */
export const CHAT_HISTORY_LIMIT = 50;

/** GET /api/chat/history?limit=50: the user's recent conversations, newest first. */
export function getChatHistory(signal?: AbortSignal): Promise<HistoryResponse> {
  return api.get<HistoryResponse>('/chat/history', { query: { limit: CHAT_HISTORY_LIMIT }, signal });
}

export const chatHistoryQueryKey = ['chat', 'history'] as const;

export function getChatHistoryQueryOptions() {
  return queryOptions({ queryKey: chatHistoryQueryKey, queryFn: ({ signal }) => getChatHistory(signal) });
}

/** `enabled: false` holds the read (while the plan, which decides whether there is history, loads). */
export function useChatHistory({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getChatHistoryQueryOptions(), enabled });
}
