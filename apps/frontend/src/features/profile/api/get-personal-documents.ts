import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalDocumentsResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/knowledge/personal-documents: the signed-in user's private documents. */
export function getPersonalDocuments(signal?: AbortSignal): Promise<PersonalDocumentsResponse> {
  return api.get<PersonalDocumentsResponse>('/knowledge/personal-documents', { signal });
}

export const personalDocumentsQueryKey = ['knowledge', 'personal-documents'] as const;

export function getPersonalDocumentsQueryOptions() {
  return queryOptions({
    queryKey: personalDocumentsQueryKey,
    queryFn: ({ signal }) => getPersonalDocuments(signal),
  });
}

export function usePersonalDocuments() {
  return useQuery(getPersonalDocumentsQueryOptions());
}
