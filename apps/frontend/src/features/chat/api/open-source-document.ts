import { api } from '../../../lib/api-client';

/**
 * Opens a cited document at the cited page. The download needs the bearer token, so the file is
 * fetched here and shown from a blob URL; `#page=N` makes the browser's PDF viewer open that page.
 */
export async function openSourceDocument(documentId: string, page?: number): Promise<void> {
  // Open the tab first, inside the click, so pop-up blockers allow it; fill it when the file arrives.
  const tab = window.open('', '_blank');
  try {
    const blob = await api.getBlob(`/knowledge/documents/${encodeURIComponent(documentId)}/download`);
    const url = URL.createObjectURL(blob);
    const target = page ? `${url}#page=${page}` : url;
    if (tab) tab.location.href = target;
    else window.location.assign(target);
    // The viewer has loaded the bytes by then; free the memory later rather than break the tab.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
    window.alert('Could not open the document. It may have been deleted.');
  }
}
