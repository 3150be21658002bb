import { useMutation, useMutationState } from '@tanstack/react-query';
import type { FeedbackRequest, SubmittedResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

type FeedbackType = FeedbackRequest['feedback_type'];

/** One key per answer, so the sent thumb can be read back wherever that answer is drawn. */
const feedbackKey = (messageId: string) => ['feedback', messageId] as const;

/** POST /api/chat/feedback: thumbs up or down on an answer, with a comment. */
export function submitFeedback(request: FeedbackRequest): Promise<SubmittedResponse> {
  return api.post<SubmittedResponse>('/chat/feedback', request);
}

export function useSubmitFeedback(messageId: string) {
  return useMutation({
    mutationKey: feedbackKey(messageId),
    mutationFn: submitFeedback,
    // Kept for the session: the sent thumb stays highlighted even after the answer is unmounted
    // and drawn again (conversation switch, list re-render). One small entry per answer rated.
    gcTime: Infinity,
  });
}

/** The thumb last sent successfully for this answer in this session, or null. */
export function useSentFeedback(messageId: string): FeedbackType | null {
  const sent = useMutationState({
    filters: { mutationKey: feedbackKey(messageId), status: 'success' },
    select: (mutation) => (mutation.state.variables as FeedbackRequest).feedback_type,
  });
  return sent.at(-1) ?? null;
}
