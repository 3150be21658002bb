import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerReviewRequest, PartnerReviewResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** POST /api/admin/partners/review: approve (notes optional) or reject (reason required). */
export function reviewPartner(request: PartnerReviewRequest): Promise<PartnerReviewResponse> {
  return api.post<PartnerReviewResponse>('/admin/partners/review', request);
}

export function useReviewPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
