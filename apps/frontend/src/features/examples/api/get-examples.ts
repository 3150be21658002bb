import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamplesResponse } from '@buildmentor/contracts';
import { api, ApiError } from '../../../lib/api-client';

/** Spec section 9: 5 examples are requested and at most 5 shown. */
export const EXAMPLES_COUNT = 5;

export interface ExamplesRequest {
  topics: readonly string[];
  /** Given on Refresh: a new seed picks different examples; without one the server picks. */
  seed?: string;
}

/**
 * GET /api/prompts/examples?n=5&topics=a,b&seed=: example questions, seeded. topics is sent only
 * when there are any (spec section 7). A non-OK status reads 'Failed to fetch examples: {status}'.
 */
export async function getExamples(
  { topics, seed }: ExamplesRequest,
  signal?: AbortSignal,
): Promise<ExamplesResponse> {
  try {
    return await api.get<ExamplesResponse>('/prompts/examples', {
      query: { n: EXAMPLES_COUNT, topics: topics.length > 0 ? topics.join(',') : undefined, seed },
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(`Failed to fetch examples: ${error.status}`, { cause: error });
    throw error;
  }
}

export function getExamplesQueryOptions(request: ExamplesRequest) {
  return queryOptions({
    queryKey: ['prompts', 'examples', request.topics.join(','), request.seed ?? ''] as const,
    queryFn: ({ signal }) => getExamples(request, signal),
    // The built-in questions stand in at once; a retry is the user's Retry or Refresh.
    retry: false,
    staleTime: Infinity,
  });
}

export function useExamples(request: ExamplesRequest, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getExamplesQueryOptions(request), enabled });
}
