import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewContributionRequest, ReviewContributionResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** PUT /api/admin/contributions/{id}: approve or reject, with optional notes. */
export function reviewContribution({
  id,
  ...body
}: ReviewContributionRequest & { id: string }): Promise<ReviewContributionResponse> {
  return api.put<ReviewContributionResponse>(`/admin/contributions/${encodeURIComponent(id)}`, body);
}

export function useReviewContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewContribution,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
