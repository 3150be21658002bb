import { useMutation } from '@tanstack/react-query';
import type { FeedbackRequest, SubmittedResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/chat/feedback: thumbs up or down on an answer, with a comment. */
export function submitFeedback(request: FeedbackRequest): Promise<SubmittedResponse> {
  return api.post<SubmittedResponse>('/chat/feedback', request);
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
