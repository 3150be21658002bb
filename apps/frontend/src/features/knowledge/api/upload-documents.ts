import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { documentsQueryKey, type DocumentBank } from '../../../lib/knowledge/get-documents';
import { storageUsageQueryKey } from './get-storage-usage';
import { uploadForm } from './upload-form';

const UPLOAD_PATHS: Record<DocumentBank, string> = {
  personal: '/knowledge/upload-personal',
  // Approved partners only (the server answers 403 otherwise).
  community: '/knowledge/upload-community',
};

/** POST /api/knowledge/upload-personal or /api/knowledge/upload-community (multipart: `file` repeated, `tags`). */
export function uploadDocuments(bank: DocumentBank, files: readonly File[]): Promise<UploadResponse> {
  return api.postForm<UploadResponse>(UPLOAD_PATHS[bank], uploadForm(files));
}

/**
 * Uploads, then refetches the bank's list: the client now holds the upload's position, so the GET
 * carries X-Min-Position and the new documents are in it (as 'processing', polled until done).
 */
export function useUploadDocuments(bank: DocumentBank) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => uploadDocuments(bank, files),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey(bank) }),
        queryClient.invalidateQueries({ queryKey: storageUsageQueryKey }),
      ]),
  });
}
