import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { communityDocumentsQueryKey } from './get-community-documents';
import { storageUsageQueryKey } from './get-storage-usage';
import { uploadForm } from './upload-form';

/** POST /api/knowledge/upload-community: approved partners only (the server answers 403 otherwise). */
export function uploadCommunityDocuments(files: readonly File[]): Promise<UploadResponse> {
  return api.postForm<UploadResponse>('/knowledge/upload-community', uploadForm(files));
}

export function useUploadCommunityDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCommunityDocuments,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: communityDocumentsQueryKey }), queryClient.invalidateQueries({ queryKey: storageUsageQueryKey })]),
  });
}
