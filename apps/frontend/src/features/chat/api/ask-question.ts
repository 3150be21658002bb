import { useMutation } from '@tanstack/react-query';
import type { AskRequest, AskResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/chat/ask: records the question, returns the V2 answer with the session id and the
 * log position (which the API client keeps for the reads that follow).
 */
export function askQuestion(request: AskRequest): Promise<AskResponse> {
  return api.post<AskResponse>('/chat/ask', request);
}

export function useAskQuestion() {
  return useMutation({ mutationFn: askQuestion });
}
