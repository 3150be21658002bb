import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedConversationResponse } from '@buildmentor/contracts';
import { api, ApiError } from '../../../lib/api-client';

/** GET /api/share/{token}: a conversation shared through a read-only link; no sign-in needed. */
export function getSharedConversation(
  token: string,
  signal?: AbortSignal,
): Promise<SharedConversationResponse> {
  // Anonymous: the link works the same for anyone, and a visitor's stale token must not matter.
  return api.get<SharedConversationResponse>(`/share/${encodeURIComponent(token)}`, {
    signal,
    anonymous: true,
  });
}

export function getSharedConversationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['share', token] as const,
    queryFn: ({ signal }) => getSharedConversation(token, signal),
    // A revoked or unknown link stays so: asking again would only delay the not-found page.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

export function useSharedConversation(token: string) {
  return useQuery(getSharedConversationQueryOptions(token));
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
