import { useMutation } from '@tanstack/react-query';
import type { ShareResponse, ShareRevokedResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

const sharePath = (conversationId: string) => `/chat/session/${encodeURIComponent(conversationId)}/share`;

/** POST /api/chat/session/{id}/share: the read-only link (the same one while it is shared). */
export function shareConversation(conversationId: string): Promise<ShareResponse> {
  return api.post<ShareResponse>(sharePath(conversationId), undefined);
}

/** DELETE /api/chat/session/{id}/share: the link stops working. */
export function stopSharing(conversationId: string): Promise<ShareRevokedResponse> {
  return api.delete<ShareRevokedResponse>(sharePath(conversationId));
}

export function useShareConversation() {
  return useMutation({ mutationFn: shareConversation });
}

export function useStopSharing() {
  return useMutation({ mutationFn: stopSharing });
}
