import type { DocumentContentType } from '@buildmentor/contracts';

/**
 * The upload formats we accept, each with the extension used for its server-generated blob name
 * and the extensions a client's file name may carry for it. A name with any other extension is a
 * mismatch (415): the bytes decide the type, but a name that claims something else is a red flag.
 */
export interface FileTypeInfo {
  contentType: DocumentContentType;
  /** Canonical extension, used for the stored name and for downloads. */
  extension: string;
  /** Extensions a client name may use for this type (lower case, no dot). */
  nameExtensions: readonly string[];
}

export const PDF = 'application/pdf' as const;
export const DOC = 'application/msword' as const;
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' as const;
export const TXT = 'text/plain' as const;
export const PNG = 'image/png' as const;
export const JPEG = 'image/jpeg' as const;

export const FILE_TYPES: Record<DocumentContentType, FileTypeInfo> = {
  [PDF]: { contentType: PDF, extension: 'pdf', nameExtensions: ['pdf'] },
  [DOC]: { contentType: DOC, extension: 'doc', nameExtensions: ['doc'] },
  [DOCX]: { contentType: DOCX, extension: 'docx', nameExtensions: ['docx'] },
  // Plain text arrives under many names (notes, exports, logs); all are read the same way.
  [TXT]: { contentType: TXT, extension: 'txt', nameExtensions: ['txt', 'text', 'md', 'csv', 'log'] },
  [PNG]: { contentType: PNG, extension: 'png', nameExtensions: ['png'] },
  [JPEG]: { contentType: JPEG, extension: 'jpg', nameExtensions: ['jpg', 'jpeg', 'jpe'] },
};

/** The lower-case extension of a client file name, or '' when it has none. */
export function nameExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0
    ? base
        .slice(dot + 1)
        .trim()
        .toLowerCase()
    : '';
}
