import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentsQueryKey } from '../../../lib/knowledge/get-documents';
import { storageUsageQueryKey } from './get-storage-usage';
import { searchKnowledgeQueryKey } from './search-knowledge';

export interface DeleteDocumentResponse {
  success: boolean;
  position: number;
}

/** DELETE /api/knowledge/documents/{id}: the owner removes one of their documents. */
export function deleteDocument(id: string): Promise<DeleteDocumentResponse> {
  return api.delete<DeleteDocumentResponse>(`/knowledge/documents/${encodeURIComponent(id)}`);
}

/** Deletes, then refetches the lists and drops stale search results (read-your-writes by position). */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: searchKnowledgeQueryKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey('personal') }),
        queryClient.invalidateQueries({ queryKey: documentsQueryKey('community') }),
        queryClient.invalidateQueries({ queryKey: storageUsageQueryKey }),
      ]);
    },
  });
}
