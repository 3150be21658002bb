import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalDocumentsResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** Extraction usually takes a second or two; the list is re-read this often while any is in progress. */
export const PROCESSING_POLL_MS = 2000;

/** GET /api/knowledge/personal-documents: the signed-in user's private documents, newest first. */
export function getPersonalDocuments(signal?: AbortSignal): Promise<PersonalDocumentsResponse> {
  return api.get<PersonalDocumentsResponse>('/knowledge/personal-documents', { signal });
}

/** The same key as the profile screen's count, so an upload here refreshes it there too. */
export const personalDocumentsQueryKey = ['knowledge', 'personal-documents'] as const;

export function getPersonalDocumentsQueryOptions() {
  return queryOptions({
    queryKey: personalDocumentsQueryKey,
    queryFn: ({ signal }) => getPersonalDocuments(signal),
    // New uploads start as 'processing' and turn 'ready' or 'rejected' once extracted.
    refetchInterval: (query) => (query.state.data?.documents.some((d) => d.status === 'processing') ? PROCESSING_POLL_MS : false),
  });
}

export function usePersonalDocuments() {
  return useQuery(getPersonalDocumentsQueryOptions());
}
