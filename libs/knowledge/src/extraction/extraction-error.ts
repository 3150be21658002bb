import type { DocumentRejectionCode } from '@buildmentor/contracts';

/** The codes extraction can end with (the type checks happen before, at upload). */
export type ExtractionErrorCode = Extract<
  DocumentRejectionCode,
  'too_large' | 'extraction_failed' | 'extraction_timeout' | 'no_text' | 'unsupported_type'
>;

/**
 * Why a document's text could not be extracted. `reason` is shown to the user as-is (it goes into
 * DocumentRejected), so it explains the problem in plain words and never carries parser internals.
 */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';

  constructor(
    readonly code: ExtractionErrorCode,
    readonly reason: string,
    /** Diagnostic detail for logs only; never shown to the user. */
    readonly detail?: string,
  ) {
    super(`${code}: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}

export const REASONS = {
  tooLarge: 'The file is larger than the 10 MB upload limit.',
  bomb: 'The file expands to far more data than a real document of its size; it cannot be read safely.',
  memory: 'Reading this file needed more memory than we allow for one document.',
  tooMuchText: 'The document contains more text than we can index for a single file.',
  timeout:
    'Reading this file took too long, so we stopped. Try saving it again or splitting it into smaller files.',
  noText:
    'We could not find any text in this file. If it is a scan, try a clearer image or a text-based PDF.',
  encrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  damaged: 'The file appears to be damaged or is not a valid document of its type.',
  failed: 'We could not read text from this file.',
  unsupported: 'This type of file is not supported.',
} as const;
