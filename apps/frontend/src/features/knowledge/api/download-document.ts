import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/**
 * GET /api/knowledge/documents/{id}/download. The file needs the bearer header, so a plain link
 * cannot fetch it: it is read as a Blob and handed to the browser as a download.
 */
export function downloadDocument(id: string): Promise<Blob> {
  return api.getBlob(`/knowledge/documents/${encodeURIComponent(id)}/download`);
}

export function useDownloadDocument() {
  return useMutation({
    mutationFn: async ({ id, filename }: { id: string; filename: string }) =>
      saveBlob(await downloadDocument(id), filename),
  });
}
