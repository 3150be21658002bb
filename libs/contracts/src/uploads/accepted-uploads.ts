import type { DocumentContentType } from '../events/knowledge.events';

/**
 * The files the knowledge banks accept, in one list that the server's type check, the vault's
 * file picker (`accept`) and its client-side screening all read: the spec's PDF, DOC, DOCX and TXT,
 * plus the PNG and JPEG images the vault reads by OCR. A file is accepted only when its name has
 * one of these extensions AND its bytes are that type; no extension, or any other, is refused.
 */
export interface AcceptedUploadType {
  contentType: DocumentContentType;
  /** Lower case, without the dot; the first is the one stored blobs are named with. */
  extensions: readonly [string, ...string[]];
}

export const ACCEPTED_UPLOAD_TYPES: readonly AcceptedUploadType[] = [
  { contentType: 'application/pdf', extensions: ['pdf'] },
  { contentType: 'application/msword', extensions: ['doc'] },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  { contentType: 'text/plain', extensions: ['txt'] },
  { contentType: 'image/png', extensions: ['png'] },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
];

/** '.pdf', '.doc', ...: what a file name must end with (any case). */
export const ACCEPTED_UPLOAD_EXTENSIONS: readonly string[] = ACCEPTED_UPLOAD_TYPES.flatMap((type) =>
  type.extensions.map((extension) => `.${extension}`),
);

/** The file input's `accept` attribute: extensions, so every platform's picker offers the same files. */
export const UPLOAD_ACCEPT_ATTRIBUTE = ACCEPTED_UPLOAD_EXTENSIONS.join(',');

/** The lower-case extension of a client's file name without the dot, or '' when it has none ('notes', '.txt', 'notes.'). */
export function uploadNameExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0
    ? base
        .slice(dot + 1)
        .trim()
        .toLowerCase()
    : '';
}

/** The accepted type a file name claims, or undefined when its extension is not on the list. */
export function acceptedTypeOfName(name: string): AcceptedUploadType | undefined {
  const extension = uploadNameExtension(name);
  return extension === ''
    ? undefined
    : ACCEPTED_UPLOAD_TYPES.find((type) => type.extensions.includes(extension));
}
