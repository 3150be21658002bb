import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { personalDocumentsQueryKey } from '../../../lib/knowledge/get-personal-documents';
import { storageUsageQueryKey } from './get-storage-usage';
import { uploadForm } from './upload-form';

/** POST /api/knowledge/upload-personal (multipart: `file` repeated, `tags`). */
export function uploadPersonalDocuments(files: readonly File[]): Promise<UploadResponse> {
  return api.postForm<UploadResponse>('/knowledge/upload-personal', uploadForm(files));
}

/**
 * Uploads, then refetches the list: the client now holds the upload's position, so the GET
 * carries X-Min-Position and the new documents are in it (as 'processing', polled until done).
 */
export function useUploadPersonalDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPersonalDocuments,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: personalDocumentsQueryKey }), queryClient.invalidateQueries({ queryKey: storageUsageQueryKey })]),
  });
}
