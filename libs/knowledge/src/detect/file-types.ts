import { ACCEPTED_UPLOAD_TYPES, type DocumentContentType, uploadNameExtension } from '@buildmentor/contracts';

/**
 * The upload formats we accept, each with the extension used for its server-generated blob name
 * and the extensions a client's file name may carry for it: contracts' ACCEPTED_UPLOAD_TYPES, the
 * list the vault's file picker also reads. A name with no extension, or any other, is refused.
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

export const FILE_TYPES = Object.fromEntries(
  ACCEPTED_UPLOAD_TYPES.map(({ contentType, extensions }): [DocumentContentType, FileTypeInfo] => [
    contentType,
    { contentType, extension: extensions[0], nameExtensions: extensions },
  ]),
) as Record<DocumentContentType, FileTypeInfo>;

/** The lower-case extension of a client file name, or '' when it has none. */
export const nameExtension = uploadNameExtension;
