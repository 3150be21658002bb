import { MAX_CONCURRENT_UPLOADS_PER_USER, MAX_FILES_PER_UPLOAD } from '@buildmentor/contracts';
import { domainError, StorageQuotaExceededError } from '@buildmentor/domain';

/** What a refused file's line in the upload response says (and the problem detail when all are refused). */
export const REJECTED_TYPE =
  'This file type is not supported. Upload a PDF, Word document (DOC or DOCX), text file or image (PNG or JPEG).';
export const MISMATCH =
  "This file's contents do not match its name. Check it is the document you meant to upload.";
export const TOO_LARGE = 'This file is larger than the 10 MB limit.';

export const NoFilesError = domainError('UPLOAD.NO_FILES', 'validation', 'No files selected');

export const TooManyFilesError = domainError(
  'UPLOAD.TOO_MANY_FILES',
  'validation',
  `Upload at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
);

/** Refused before a byte of the files is read, with when to try again. */
export const TooManyUploadsError = domainError(
  'UPLOAD.TOO_MANY_IN_FLIGHT',
  'rate_limited',
  (retryAfterSeconds: number) => ({
    message: `You already have ${MAX_CONCURRENT_UPLOADS_PER_USER} uploads in progress. Wait for one to finish, then try again.`,
    retryAfterSeconds,
  }),
);

// A request whose every file was refused fails as its first refused file did (code and status),
// and the detail lists each file's line ("name: why").
const uploadFailed = (lines: string) => `Upload failed: ${lines}`;
export const UploadTooLargeError = domainError('UPLOAD.TOO_LARGE', 'too_large', uploadFailed);
export const UploadUnsupportedTypeError = domainError(
  'UPLOAD.UNSUPPORTED_TYPE',
  'unsupported_media_type',
  uploadFailed,
);
/** The domain's storage refusal, answered like a file too large for this user (413). */
export const UploadStorageFullError = domainError(StorageQuotaExceededError.code, 'too_large', uploadFailed);
