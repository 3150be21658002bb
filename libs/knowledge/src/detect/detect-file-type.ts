import { DOC, DOCX, JPEG, PDF, PNG, TXT } from './file-types';
import { type DetectedFileType, type FileTypeError, UploadTypeCheck } from './type-check';

export type { DetectedFileType, FileTypeError } from './type-check';

/**
 * Decides the type of a file held in memory, by the same check uploads stream through
 * (UploadTypeCheck): its name and its bytes must both say the same accepted type.
 */
export async function detectFileType(
  bytes: Uint8Array,
  claimedName: string,
): Promise<DetectedFileType | FileTypeError> {
  const check = UploadTypeCheck.begin(bytes, claimedName);
  if ('error' in check) return check;
  check.update(bytes);
  return check.finish((start, end) => bytes.subarray(start, end), bytes.length);
}

export { DOC, DOCX, JPEG, PDF, PNG, TXT };
