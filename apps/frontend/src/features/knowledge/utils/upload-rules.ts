import type { MAX_UPLOAD_BYTES as ContractMaxUploadBytes } from '@buildmentor/contracts';

/*
 * What the vault accepts (spec sections 5 and 9). The limit is restated from contracts (a value
 * import would bundle the contracts' zod schemas); the server enforces it too (413).
 */
export const MAX_UPLOAD_BYTES: typeof ContractMaxUploadBytes = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '10MB';

/** Documents, plus images (read by OCR on the server). */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.png', '.jpg', '.jpeg'] as const;

/** The file input's accept list: extensions, so every platform's picker offers the same files. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export interface RefusedFile {
  filename: string;
  error: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Splits a selection into the files worth sending and those refused before any byte leaves the
 * browser: an unsupported extension, or over 10 MB. The server still checks the bytes themselves.
 */
export function screenFiles(files: readonly File[]): { accepted: File[]; refused: RefusedFile[] } {
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      refused.push({ filename: file.name, error: 'This file type is not supported. Upload a PDF, Word document (DOC or DOCX), text file or image (PNG or JPEG).' });
    } else if (file.size > MAX_UPLOAD_BYTES) {
      refused.push({ filename: file.name, error: `This file is larger than the ${MAX_UPLOAD_LABEL} limit, so it was not uploaded.` });
    } else if (file.size === 0) {
      refused.push({ filename: file.name, error: 'This file is empty.' });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refused };
}

/** '1.2 MB', '340 KB', '12 B'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
