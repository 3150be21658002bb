import { useMutation } from '@tanstack/react-query';
import type { ContributionRequest, SubmittedResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/chat/contribution: knowledge a user adds to an answer, for admin review. */
export function submitContribution(request: ContributionRequest): Promise<SubmittedResponse> {
  return api.post<SubmittedResponse>('/chat/contribution', request);
}

export function useSubmitContribution() {
  return useMutation({ mutationFn: submitContribution });
}
