import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityDocumentsResponse, PersonalDocumentsResponse } from '@buildmentor/contracts';
import { api } from '../api-client';

/** Extraction usually takes a second or two; a list is re-read this often while any is in progress. */
export const PROCESSING_POLL_MS = 2000;

/**
 * A document list's refetchInterval: new uploads start as 'processing' and turn 'ready' or
 * 'rejected' once extracted, so the list is polled until none is left in progress.
 */
export function pollWhileProcessing(query: {
  state: { data?: { documents: readonly { status: string }[] } };
}): number | false {
  return query.state.data?.documents.some((d) => d.status === 'processing') ? PROCESSING_POLL_MS : false;
}

/** The knowledge banks and the list each answers with. */
export interface DocumentBanks {
  /** The signed-in user's private documents, newest first. */
  personal: PersonalDocumentsResponse;
  /** Verified partners' content, with attribution. */
  community: CommunityDocumentsResponse;
}
export type DocumentBank = keyof DocumentBanks;

const DOCUMENTS_PATHS: Record<DocumentBank, string> = {
  personal: '/knowledge/personal-documents',
  community: '/knowledge/community-documents',
};

/**
 * GET /api/knowledge/personal-documents or /api/knowledge/community-documents. Shared (features
 * never import each other): the vault lists them, the profile screen counts the personal ones,
 * and one cache entry per bank means an upload in the vault refreshes the count too.
 */
export function getDocuments<Bank extends DocumentBank>(
  bank: Bank,
  signal?: AbortSignal,
): Promise<DocumentBanks[Bank]> {
  return api.get<DocumentBanks[Bank]>(DOCUMENTS_PATHS[bank], { signal });
}

export function documentsQueryKey(bank: DocumentBank) {
  return ['knowledge', `${bank}-documents`] as const;
}

export function getDocumentsQueryOptions<Bank extends DocumentBank>(bank: Bank) {
  return queryOptions({
    queryKey: documentsQueryKey(bank),
    queryFn: ({ signal }) => getDocuments(bank, signal),
    refetchInterval: pollWhileProcessing,
  });
}

export function useDocuments<Bank extends DocumentBank>(bank: Bank) {
  return useQuery(getDocumentsQueryOptions(bank));
}
