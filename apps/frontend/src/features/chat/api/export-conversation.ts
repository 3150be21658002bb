import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** GET /api/chat/session/{id}/export?format=md: the whole conversation as a Markdown file. */
export function exportConversation(conversationId: string) {
  return api.getFile(`/chat/session/${encodeURIComponent(conversationId)}/export`, {
    query: { format: 'md' },
  });
}

/** Downloads the conversation under the name the server gave it (its title). */
export function useDownloadConversation() {
  return useMutation({
    mutationFn: async (conversationId: string) => {
      const { blob, filename } = await exportConversation(conversationId);
      saveBlob(blob, filename ?? 'conversation.md');
    },
  });
}
