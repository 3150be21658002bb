import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const SAMPLE_TYPES = ['basic', 'enhanced', 'table-test'] as const;
export type SampleType = (typeof SAMPLE_TYPES)[number];

/** GET /api/sample/v2/{type} (public): a fixed structured answer for the renderer test page. */
export function getSampleAnswer(type: SampleType, signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>(`/sample/v2/${type}`, { signal, anonymous: true });
}

export function getSampleAnswerQueryOptions(type: SampleType) {
  return queryOptions({
    queryKey: ['sample', 'v2', type] as const,
    queryFn: ({ signal }) => getSampleAnswer(type, signal),
    retry: false,
  });
}

export function useSampleAnswer(type: SampleType) {
  return useQuery(getSampleAnswerQueryOptions(type));
}
