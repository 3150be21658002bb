import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/knowledge/documents/{id}/download. The file needs the bearer header, so a plain link
 * cannot fetch it: it is read as a Blob and handed to the browser as a download.
 */
export function downloadDocument(id: string): Promise<Blob> {
  return api.getBlob(`/knowledge/documents/${encodeURIComponent(id)}/download`);
}

/** Saves a Blob under `filename` through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadDocument() {
  return useMutation({
    mutationFn: async ({ id, filename }: { id: string; filename: string }) => saveBlob(await downloadDocument(id), filename),
  });
}
