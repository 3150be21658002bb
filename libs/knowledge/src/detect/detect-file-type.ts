import type { DocumentContentType } from '@buildmentor/contracts';
import { DOC, DOCX, FILE_TYPES, JPEG, nameExtension, PDF, PNG, TXT } from './file-types';
import { readZipDirectory, ZipFormatError } from './zip-directory';
import { looksLikeText } from './text-sniff';

export type DetectedFileType = { contentType: DocumentContentType; extension: string };
export type FileTypeError = { error: 'unsupported_type' | 'type_mismatch' };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** "WordDocument" as stored in a compound-file directory entry name (UTF-16LE). */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/**
 * Signatures of binary formats we never accept; checked before the text sniff so that, say, an
 * executable without NUL bytes in it can never pass for text.
 */
const REJECTED_SIGNATURES: readonly (readonly number[])[] = [
  [0x4d, 0x5a], // MZ: Windows/DOS executables
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O fat / Java class
  [0x23, 0x21], // #! scripts
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
];

function isDocx(bytes: Uint8Array): boolean {
  try {
    const names = new Set(readZipDirectory(bytes).map((e) => e.name));
    return names.has('[Content_Types].xml') && names.has('word/document.xml');
  } catch (error) {
    if (error instanceof ZipFormatError || error instanceof RangeError) return false;
    throw error;
  }
}

/**
 * A Word 97-2003 file is an OLE2 compound file with a "WordDocument" stream. We check the
 * header and look for that stream's directory name; Excel or PowerPoint files (also OLE2) lack it.
 */
function isDoc(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, OLE2) &&
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM_NAME)
  );
}

/** What the bytes are, ignoring the name; null when we do not accept them. */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF; // %PDF-
  if (startsWith(bytes, PNG_SIGNATURE)) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return isDocx(bytes) ? DOCX : null;
  if (startsWith(bytes, OLE2)) return isDoc(bytes) ? DOC : null;
  if (REJECTED_SIGNATURES.some((signature) => startsWith(bytes, signature))) return null;
  return looksLikeText(bytes) ? TXT : null;
}

/**
 * Decides an upload's type from its bytes (magic numbers, the ZIP directory, the OLE2 header);
 * the client's name only has to agree. Unknown bytes are `unsupported_type`; a known type whose
 * name claims another extension is `type_mismatch` (both are 415). A name without an extension is
 * accepted, since the bytes alone are authoritative.
 */
export function detectFileType(bytes: Uint8Array, claimedName: string): DetectedFileType | FileTypeError {
  const contentType = sniffContentType(bytes);
  if (!contentType) return { error: 'unsupported_type' };
  const info = FILE_TYPES[contentType];
  const claimed = nameExtension(claimedName);
  if (claimed !== '' && !info.nameExtensions.includes(claimed)) return { error: 'type_mismatch' };
  return { contentType, extension: info.extension };
}

export { DOC, DOCX, JPEG, PDF, PNG, TXT };
