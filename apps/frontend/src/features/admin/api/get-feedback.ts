import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFeedbackResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

export type FeedbackFilter = 'all' | 'positive' | 'negative';
export type AdminFeedbackItem = AdminFeedbackResponse['feedback'][number];

export const FEEDBACK_LIMIT = 100;

/** GET /api/admin/feedback?limit=100&feedback_type=: the list and the four counters. */
export function getFeedback(filter: FeedbackFilter, signal?: AbortSignal): Promise<AdminFeedbackResponse> {
  return api.get<AdminFeedbackResponse>('/admin/feedback', {
    query: { limit: FEEDBACK_LIMIT, feedback_type: filter === 'all' ? undefined : filter },
    signal,
  });
}

export function useFeedback(filter: FeedbackFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'feedback', filter],
      queryFn: ({ signal }) => getFeedback(filter, signal),
      staleTime: 0,
    }),
  );
}
