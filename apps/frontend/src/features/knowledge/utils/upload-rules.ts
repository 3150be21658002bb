import {
  acceptedTypeOfName,
  formatStorage,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT_ATTRIBUTE,
} from '@buildmentor/contracts/uploads';

/*
 * What the vault accepts (spec sections 5 and 9): the list in contracts the server checks names
 * and bytes against, from its zod-free entry point. The server still checks every file.
 */
export { formatStorage, MAX_UPLOAD_BYTES };
/** '10MB', as the spec words the limit (spec section 9). */
export const MAX_UPLOAD_LABEL = `${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`;

/** The file input's accept list: the same extensions the server accepts, so every platform's picker offers the same files. */
export const ACCEPT_ATTRIBUTE = UPLOAD_ACCEPT_ATTRIBUTE;

export interface RefusedFile {
  filename: string;
  error: string;
}

/**
 * Splits a selection into the files worth sending and those refused before any byte leaves the
 * browser: a name without one of the accepted extensions, or over 10 MB. The server still checks
 * the bytes themselves.
 */
export function screenFiles(files: readonly File[]): { accepted: File[]; refused: RefusedFile[] } {
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    if (!acceptedTypeOfName(file.name)) {
      refused.push({
        filename: file.name,
        error:
          'This file type is not supported. Upload a PDF, Word document (DOC or DOCX), text file or image (PNG or JPEG).',
      });
    } else if (file.size > MAX_UPLOAD_BYTES) {
      refused.push({
        filename: file.name,
        error: `This file is larger than the ${MAX_UPLOAD_LABEL} limit, so it was not uploaded.`,
      });
    } else if (file.size === 0) {
      refused.push({ filename: file.name, error: 'This file is empty.' });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refused };
}
