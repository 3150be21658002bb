import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalDocumentsResponse } from '@buildmentor/contracts';
import { api } from '../api-client';

/** Extraction usually takes a second or two; a list is re-read this often while any is in progress. */
export const PROCESSING_POLL_MS = 2000;

/**
 * A document list's refetchInterval: new uploads start as 'processing' and turn 'ready' or
 * 'rejected' once extracted, so the list is polled until none is left in progress.
 */
export function pollWhileProcessing(query: { state: { data?: { documents: readonly { status: string }[] } } }): number | false {
  return query.state.data?.documents.some((d) => d.status === 'processing') ? PROCESSING_POLL_MS : false;
}

/**
 * GET /api/knowledge/personal-documents: the signed-in user's private documents, newest first.
 * Shared (features never import each other): the vault lists them, the profile screen counts
 * them, and one cache entry means an upload in the vault refreshes the count too.
 */
export function getPersonalDocuments(signal?: AbortSignal): Promise<PersonalDocumentsResponse> {
  return api.get<PersonalDocumentsResponse>('/knowledge/personal-documents', { signal });
}

export const personalDocumentsQueryKey = ['knowledge', 'personal-documents'] as const;

export function getPersonalDocumentsQueryOptions() {
  return queryOptions({
    queryKey: personalDocumentsQueryKey,
    queryFn: ({ signal }) => getPersonalDocuments(signal),
    refetchInterval: pollWhileProcessing,
  });
}

export function usePersonalDocuments() {
  return useQuery(getPersonalDocumentsQueryOptions());
}
