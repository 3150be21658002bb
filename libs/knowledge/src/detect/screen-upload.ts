import { MAX_UPLOAD_BYTES, type DocumentRejectionCode } from '@buildmentor/contracts';
import { detectFileType, type DetectedFileType } from './detect-file-type';

export type UploadScreenResult =
  DetectedFileType | { error: 'too_large' | 'unsupported_type' | 'type_mismatch' };

/**
 * The checks a file in memory passes before anything parses it, cheapest first: the size (413
 * over 10 MB), then the name and the type from the bytes (415). Nothing here inflates, decodes or
 * runs a parser. Uploads over HTTP stream through the same checks (receiveUpload).
 */
export async function screenUpload(bytes: Uint8Array, claimedName: string): Promise<UploadScreenResult> {
  if (bytes.length > MAX_UPLOAD_BYTES) return { error: 'too_large' };
  return detectFileType(bytes, claimedName);
}

/**
 * The HTTP status for a rejection: 413 too big, 415 wrong or unknown type, 422 for a file of a
 * supported type whose content could not be used (damaged, too slow, no text).
 */
export function rejectionHttpStatus(code: DocumentRejectionCode): 413 | 415 | 422 {
  switch (code) {
    case 'too_large':
      return 413;
    case 'unsupported_type':
    case 'type_mismatch':
      return 415;
    default:
      return 422;
  }
}
